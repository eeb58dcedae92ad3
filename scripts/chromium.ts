import { chromium, type Browser } from '@playwright/test'

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

/**
 * Features Playwright 1.x turns off in every Chromium it launches (its `chromiumSwitches.ts`).
 * Chromium reads only the last `--disable-features` it is given, so a launch that turns more off
 * must repeat them; `launchBenchChromium` checks that none is missing.
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
 * Chromium 156 builds its address bar's popup as web pages (WebUI) in a renderer of their own
 * for every new window, and each benchmark run is a new context, so a new window: 300–500 ms of
 * that renderer's main thread and 100–200 ms of its helper threads, while the page under test
 * loads, on a 2-core machine. A browser a person uses built it once, when it started.
 */
const OMNIBOX_WEBUI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
]

/**
 * Chromium for the benchmarks (scripts/bench.ts, scripts/bench-compare.ts): the tests' Chromium
 * without the address bar's WebUI, so that what a run measures is the page. Fails when Playwright
 * turns off a feature `PLAYWRIGHT_DISABLED_FEATURES` does not repeat (read from the command line
 * Chromium shows), since the launch would then turn it back on.
 */
export async function launchBenchChromium(): Promise<Browser> {
  const disabled = [...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES]
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--disable-features=${disabled.join(',')}`],
  })
  const page = await browser.newPage()
  await page.goto('chrome://version')
  const commandLine = (await page.locator('#command_line').textContent()) ?? ''
  await page.close()
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1] ?? '')
  const missing = lists
    .flatMap((list) => list.split(','))
    .filter((feature) => !disabled.includes(feature))
  if (missing.length > 0) {
    await browser.close()
    throw new Error(
      `Playwright turns off ${missing.join(', ')} too: add them to PLAYWRIGHT_DISABLED_FEATURES in scripts/chromium.ts.`,
    )
  }
  return browser
}
