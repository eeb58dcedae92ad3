import { chromium, type Browser } from '@playwright/test'

/** Debian's Chromium (scripts/ensure-chromium.sh installs it), as e2e tests and the bench use it. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Features Playwright 1.x turns off in every Chromium it launches (its `chromiumSwitches.ts`).
 * Chromium reads only the last `--disable-features` it is given, so turning more off means
 * repeating them; `launchChromium` fails when one is missing.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 builds its address bar's popup as web pages (WebUI), in a renderer of their own,
 * for every new window, and every test and benchmark run opens a new context, so a new window:
 * 300–500 ms of that renderer's main thread and 100–200 ms of its helper threads while the page
 * under test loads, on a 2-core machine. A browser a person uses built it once, when it started.
 */
const OMNIBOX_WEBUI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
]

const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES]

/** Chromium's switches for the e2e tests, the benchmarks and release review. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium floods the closed network with refused connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
]

/**
 * Launches Chromium with CHROMIUM_ARGS (scripts/bench.ts, scripts/bench-compare.ts,
 * scripts/review.ts), and fails when Playwright turns off a feature PLAYWRIGHT_DISABLED_FEATURES
 * does not repeat (read from the command line Chromium shows), as the launch turned it back on.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const page = await browser.newPage()
  await page.goto('chrome://version')
  const commandLine = (await page.locator('#command_line').textContent()) ?? ''
  await page.close()
  const missing = [...commandLine.matchAll(/--disable-features=(\S+)/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .filter((feature) => !DISABLED_FEATURES.includes(feature))
  if (missing.length > 0) {
    await browser.close()
    throw new Error(
      `Playwright turns off ${missing.join(', ')} too: add them to PLAYWRIGHT_DISABLED_FEATURES in scripts/chromium.ts.`,
    )
  }
  return browser
}
