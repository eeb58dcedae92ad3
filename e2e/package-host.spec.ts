import { readFileSync } from 'node:fs'
import { expect, test } from './support/fixtures'
import {
  expectDocumentedKb,
  expectPanelWithPicker,
  hostRows as rows,
  watchWorkers,
} from './support/host-checks'
import {
  HOST_VERSIONS,
  makePackageHost,
  run,
  servePackageHost,
  type PackageHost,
} from './support/package-host'
import { SAMPLE_GAMES } from './support/sample'

/*
 * The package as a Vite + React console installs it (support/package-host.ts), at the lowest and
 * the newest versions its ranges allow (React 19's part of the peer range: React 18 consoles use
 * the element entry, element-hosts.spec.ts): one copy of each, a strict type check of the
 * console's code against the package's types, a build, both forms showing rows, and the list
 * worker reading them off the console's main thread.
 */
for (const [name, versions] of Object.entries(HOST_VERSIONS)) {
  test.describe(`a console on the ${name} React (${versions.react}) and React Query (${versions.reactQuery})`, () => {
    // One install per variant: its tests share it, in one worker.
    test.describe.configure({ mode: 'serial' })
    let host: PackageHost

    test.beforeAll(() => {
      // npm install, tsc and vite build of a small app: a minute on a loaded machine.
      test.setTimeout(300_000)
      host = makePackageHost(versions)
    })

    test('installs one copy of React, React DOM and React Query: the console’s own, and nothing it does not share', () => {
      for (const shared of [
        'react',
        'react-dom',
        '@tanstack/react-query',
        '@tanstack/query-core',
      ]) {
        expect(host.copies(shared), shared).toEqual([`${host.dir}/node_modules/${shared}`])
      }
      // react-table and valibot are inside the package: the console installs neither.
      expect(host.copies('@tanstack/react-table')).toEqual([])
      expect(host.copies('valibot')).toEqual([])
      // What the tarball holds: scripts (the list worker among them), their types, the manifest,
      // README and licence.
      expect(host.packedFiles).toEqual(
        expect.arrayContaining(['index.d.ts', 'element.d.ts', 'list-worker.js']),
      )
      expect(host.packedFiles.filter((file) => !/^[\w-]+\.(js|d\.ts)$/.test(file)).sort()).toEqual([
        'LICENSE',
        'README.md',
        'package.json',
      ])
      const installed = JSON.parse(
        readFileSync(`${host.dir}/node_modules/game-assets-dashboard/package.json`, 'utf8'),
      ) as Record<string, unknown>
      expect(installed).not.toHaveProperty('scripts')
      expect(installed).not.toHaveProperty('private')
      expect(installed).not.toHaveProperty('devDependencies')
      expect(installed).not.toHaveProperty('dependencies')
      expect(installed.license).toBe('MIT')
      // Where there is no DOM (Node, a server render), either entry imports without throwing.
      run(
        'node',
        [
          '--input-type=module',
          '-e',
          "await import('game-assets-dashboard'); await import('game-assets-dashboard/element')",
        ],
        host.dir,
      )
      expect(installed.engines).toEqual({ node: expect.any(String) })
      expect(installed.sideEffects).toEqual(['./element.js', './list-worker.js'])
      expect(installed.peerDependenciesMeta).toEqual({
        react: { optional: true },
        'react-dom': { optional: true },
        '@tanstack/react-query': { optional: true },
      })
      // What each form adds to a console's start-up JavaScript (docs/embedding.md).
      const baseline = host.startupBytes('baseline.html')
      const added = (page: string) => (host.startupBytes(page) - baseline) / 1000
      console.log(
        `${name}: the React component adds ${added('index.html').toFixed(1)} kB gzip, the element ` +
          `in React ${added('element.html').toFixed(1)} kB`,
      )
      expectDocumentedKb(`react-${name}`, added('index.html'))
      expectDocumentedKb('tarball', host.packedBytes / 1000)
      expectDocumentedKb(`react-element-${name}`, added('element.html'))
    })

    test('the React component shows the game’s rows, read by the list worker', async ({ page }) => {
      const { listWorkers } = watchWorkers(page)
      await servePackageHost(page, host)
      await page.goto(`/package-host/index.html?game=${SAMPLE_GAMES.realistic}`)
      await expectPanelWithPicker(page)
      expect(listWorkers()).toHaveLength(1)
      // The React component defines no custom element: only defineGameAssetsPanel() does.
      expect(await page.evaluate(() => customElements.get('game-assets-panel'))).toBeUndefined()
    })

    test('the element in React JSX shows the rows, without its picker, and tells the console', async ({
      page,
    }) => {
      await servePackageHost(page, host)
      await page.goto(`/package-host/element.html?game=${SAMPLE_GAMES.realistic}`)
      await expect(rows(page).first()).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
      await expect(page.getByRole('combobox', { name: 'Game' })).toHaveCount(0)
      // The token went in as a property: no attribute shows it.
      await expect(page.locator('game-assets-panel')).not.toHaveAttribute('token')
      await page.getByRole('tab', { name: /CDN sites/ }).click()
      await expect(page.locator('#picked')).toHaveText('sites')
    })

    test('the element entry on a page without React shows the rows', async ({ page }) => {
      await servePackageHost(page, host)
      await page.goto(`/package-host/plain.html?game=${SAMPLE_GAMES.realistic}`)
      await expect(rows(page).first()).toBeVisible()
      await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('Space Raiders')
      await page.getByRole('tab', { name: /CDN sites/ }).click()
      await expect(page.locator('#picked')).toHaveText('sites')
    })
  })
}
