import type { ViteDevServer } from 'vite'
import { expect, test } from './support/fixtures'
import { expectPanelWithPicker, hostRows as rows, watchWorkers } from './support/host-checks'
import { servePackageHost, type PackageHost } from './support/package-host'
import { SAMPLE_GAMES } from './support/sample'
import { makeVite7Host, startVite7DevServer } from './support/vite-7-host'

/*
 * A Vite 7 + React console (support/vite-7-host.ts) with docs/embedding.md's configuration for
 * it: under Vite 7's dev server, whose pre-bundled packages would leave the list worker behind
 * (a 404, and lists read on the page: the fixture fails on that warning), each form of the panel
 * shows rows read by the worker; and so does the console's production build.
 */
test.describe('a Vite 7 + React console', () => {
  // One install and build for both tests, in one worker.
  test.describe.configure({ mode: 'serial' })
  let host: PackageHost
  let server: ViteDevServer | undefined

  test.beforeAll(() => {
    // npm install and vite build of a small app: a minute on a loaded machine.
    test.setTimeout(300_000)
    host = makeVite7Host()
    console.log(`vite 7: install and build took ${host.seconds.toFixed(0)} s`)
  })

  test.afterAll(async () => {
    await server?.close()
  })

  test.describe('under its dev server', () => {
    // The console's pages have no icon of their own: the browser asks the dev server for one.
    test.use({
      allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:[^)]+\/favicon\.ico\)$/],
    })

    test('the React component, the element in React and the element entry show rows read by the list worker', async ({
      page,
      baseURL,
    }) => {
      // The dev server bundles the console's packages and transforms each module on first load.
      test.setTimeout(180_000)
      const started = performance.now()
      const dev = await startVite7DevServer(host, new URL(baseURL ?? '').origin)
      server = dev.server
      const { listWorkers } = watchWorkers(page)
      const forms = ['index', 'element', 'plain']
      for (const form of forms) {
        await page.goto(`${dev.origin}/${form}.html?game=${SAMPLE_GAMES.realistic}`)
        // Each page's first load waits for the modules it is the first to ask for.
        await expect(rows(page).first()).toBeVisible({ timeout: 60_000 })
        if (form === 'index') await expectPanelWithPicker(page)
      }
      console.log(
        `vite 7: the dev server showed rows in all three forms after ${((performance.now() - started) / 1000).toFixed(0)} s`,
      )
      // One worker per page, each the package's own file, as installed.
      expect(listWorkers().map((worker) => new URL(worker.url()).pathname)).toEqual(
        forms.map(() => '/node_modules/game-assets-dashboard/list-worker.js'),
      )
    })
  })

  test('its build shows the React component’s rows, read by the list worker', async ({ page }) => {
    const { listWorkers } = watchWorkers(page)
    await servePackageHost(page, host)
    await page.goto(`/package-host/index.html?game=${SAMPLE_GAMES.realistic}`)
    await expectPanelWithPicker(page)
    expect(listWorkers()).toHaveLength(1)
  })
})
