import type { Page } from '@playwright/test'
import { makeAngularHost, openAngularBuild, startAngularDevServer } from './support/angular-host'
import { expect, test } from './support/fixtures'
import { expectPanelWithPicker, watchWorkers } from './support/host-checks'
import type { PackageHost } from './support/package-host'
import { SAMPLE_GAMES } from './support/sample'

/*
 * An Angular console made as its generator makes it, with docs/embedding.md's steps
 * (e2e/hosts/angular/): the element entry in `main.ts`, the panel in a component's template, and
 * angular.json copying the package's list worker beside the build's scripts, since Angular's
 * builder does not bundle a package's `new Worker(new URL(…))`. Built, and in its dev server,
 * the panel shows rows read in the list worker: the fixtures fail a page that read them itself.
 */
test.describe('an Angular console with the element entry', () => {
  test.describe.configure({ mode: 'serial' })
  let host: PackageHost

  test.beforeAll(() => {
    // npm install of the Angular CLI and ng build: minutes on a loaded box.
    test.setTimeout(600_000)
    host = makeAngularHost()
    console.log(`angular: install and build took ${host.seconds.toFixed(0)} s`)
  })

  /** Every API request the page and its worker send, with its Authorization header. */
  const watchAuthorizations = (page: Page) => {
    const sent: Promise<string>[] = []
    page.context().on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/cloud/')) return
      sent.push(request.allHeaders().then((headers) => headers.authorization ?? '(none)'))
    })
    return () => Promise.all(sent)
  }

  test('ng build: shows the rows, read in the list worker, with the token on every request', async ({
    page,
  }) => {
    const { listWorkers } = watchWorkers(page)
    const authorizations = watchAuthorizations(page)
    await openAngularBuild(page, host, SAMPLE_GAMES.realistic)
    await expectPanelWithPicker(page)
    await expect(page.locator('#picked')).toHaveText('sites')
    await expect(page.locator('game-assets-panel')).not.toHaveAttribute('token')
    expect(listWorkers()).toHaveLength(1)
    // Angular sets [token] before the panel asks for anything: a real API would answer 401.
    const sent = await authorizations()
    expect(sent.length).toBeGreaterThanOrEqual(3)
    expect(new Set(sent)).toEqual(new Set(['Bearer host-token']))
  })

  test('ng serve: shows the rows, read in the list worker, through the dev server’s proxy', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    const started = performance.now()
    const server = await startAngularDevServer(host, new URL(baseURL ?? '').origin)
    console.log(
      `angular: ng serve answered in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    )
    try {
      const { listWorkers } = watchWorkers(page)
      // The generator's console has an icon (its favicon.ico), which this copy leaves out.
      await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
      await page.goto(`${server.origin}/?game=${SAMPLE_GAMES.realistic}`)
      await expectPanelWithPicker(page)
      expect(listWorkers()).toHaveLength(1)
    } finally {
      await server.stop()
    }
  })
})
