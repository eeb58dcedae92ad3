import { defineConfig, devices, type Project } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts'
import { freePort } from './scripts/free-port.ts'
import { SAMPLE_NOW } from './server/data/sample-data.ts'

/**
 * End-to-end tests run against the production build (`vite build` first, then `vite preview`,
 * which also serves the reference API on the same origin). The browser is Debian's Chromium:
 * Playwright cannot download its own here (scripts/ensure-chromium.sh installs it).
 * `npm test` adds a JSON report: `PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json
 * playwright test --reporter=list,json`.
 */
// A port no other program holds, set once in the runner's process before it starts the workers
// (which read the same value).
process.env.PW_PORT ||= String(await freePort())
const port = Number(process.env.PW_PORT)
const baseURL = `http://localhost:${port}`
// Every reference API the tests start (the preview server below, the dev server a spec starts)
// serves the sample at the instant it is written against: the times the assertions and
// screenshots expect, on any day.
process.env.REFERENCE_NOW = SAMPLE_NOW

/** The browser every project uses: Debian's Chromium, as the bench and review use it. */
const chromiumUse = {
  ...devices['Desktop Chrome'],
  // Tall enough for every row of the sample game; longer lists scroll inside the table.
  viewport: { width: 1280, height: 1600 },
  deviceScaleFactor: 1,
  colorScheme: 'light' as const,
  locale: 'en-US',
  timezoneId: 'UTC',
  headless: true,
  launchOptions: {
    executablePath: chromiumPath(),
    // With partial raster (only the repainted part of a tile: a spinning icon, a count
    // arriving), rounded corners nearby came out a shade apart from run to run: 1 to 4
    // pixels, which the comparison without tolerance catches.
    args: [...CHROMIUM_ARGS, '--disable-partial-raster'],
  },
} satisfies Project['use']

/** The main-thread measurements: their own project, after the rest (below). */
const MAIN_THREAD = /main-thread\.spec\.ts/

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // A shared CI box can be loaded several times over: a 100,000-item list that shows in 2 s on
  // an idle machine took over 5 s there. Assertions still pass as soon as they hold.
  timeout: 90_000,
  reporter: 'list',
  // One baseline per screenshot for every platform: the pinned Chromium and fonts render alike.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    timeout: 20_000,
    // No tolerance, on purpose: any changed pixel fails. Playwright's default per-pixel colour
    // threshold (0.2) let a border go from slate-200 to slate-300 unnoticed.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', threshold: 0, maxDiffPixels: 0 },
  },
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: MAIN_THREAD,
      use: chromiumUse,
    },
    {
      // Times a console's main thread: after every other test, alone (its file's tests one by
      // one), so that the rest of the suite does not take the CPU it measures.
      name: 'main-thread',
      testMatch: MAIN_THREAD,
      dependencies: ['chromium'],
      fullyParallel: false,
      // A trace snapshots the page at each action, in tasks on the main thread it measures.
      use: { ...chromiumUse, trace: 'off' },
    },
  ],
  webServer: {
    command: `npm run preview -- --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    // Starting the preview server took over a minute on a CI box loaded several times over.
    timeout: 180_000,
  },
})
