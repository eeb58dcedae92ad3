/** Debian's Chromium (scripts/ensure-chromium.sh installs it), as e2e tests and the bench use it. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium floods the closed network with refused connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
