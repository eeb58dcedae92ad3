import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expect, test } from './support/fixtures'
import { makePackageHost, servePackageHost, type PackageHost } from './support/package-host'
import { SAMPLE_GAMES } from './support/sample'

/*
 * The package as a console installs it (support/package-host.ts), at the lowest and the newest
 * React and React Query its peer ranges allow: one copy of each, a strict type check of the
 * console's code against the package's types, a build, and both forms showing rows.
 */
const { peerDependencies: peers } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { peerDependencies: Record<string, string> }
const lowest = (range = '') => range.replace(/^\^/, '')

const hosts = {
  lowest: { react: lowest(peers.react), reactQuery: lowest(peers['@tanstack/react-query']) },
  newest: { react: peers.react ?? '', reactQuery: peers['@tanstack/react-query'] ?? '' },
}

const rows = (page: Page) =>
  page.getByRole('tabpanel').getByRole('table').locator('tbody tr[aria-rowindex]')

for (const [name, versions] of Object.entries(hosts)) {
  test.describe(`a console on the ${name} React (${versions.react}) and React Query (${versions.reactQuery})`, () => {
    // One install per variant: its tests share it, in one worker.
    test.describe.configure({ mode: 'serial' })
    let host: PackageHost

    test.beforeAll(() => {
      // npm install, tsc and vite build of a small app: a minute on a loaded machine.
      test.setTimeout(300_000)
      host = makePackageHost(versions)
    })

    test('installs one copy of React, React DOM and React Query: the console’s own', () => {
      for (const shared of ['react', 'react-dom', '@tanstack/react-query']) {
        expect(host.copies(shared), shared).toEqual([`${host.dir}/node_modules/${shared}`])
      }
      // What the tarball holds: scripts, their types, the manifest, README and licence.
      expect(host.packedFiles).toEqual(expect.arrayContaining(['index.d.ts', 'element.d.ts']))
      expect(host.packedFiles.filter((file) => !/^[\w-]+\.(js|d\.ts)$/.test(file)).sort()).toEqual([
        'LICENSE',
        'README.md',
        'package.json',
      ])
      const manifest = JSON.parse(
        readFileSync(`${host.dir}/node_modules/game-assets-dashboard/package.json`, 'utf8'),
      ) as Record<string, unknown>
      expect(manifest).not.toHaveProperty('scripts')
      expect(manifest).not.toHaveProperty('private')
      expect(manifest).not.toHaveProperty('devDependencies')
      expect(manifest.license).toBe('MIT')
      // What each form adds to a console's start-up JavaScript (docs/embedding.md).
      const baseline = host.startupBytes('baseline.html')
      const kB = (page: string) => ((host.startupBytes(page) - baseline) / 1000).toFixed(1)
      console.log(
        `${name}: the React component adds ${kB('index.html')} kB gzip, the element in React ` +
          `${kB('element.html')} kB; the element entry on a page without React ` +
          `${(host.startupBytes('plain.html') / 1000).toFixed(1)} kB`,
      )
    })

    test('the React component shows the game’s rows', async ({ page }) => {
      await servePackageHost(page, host)
      await page.goto(`/package-host/index.html?game=${SAMPLE_GAMES.realistic}`)
      await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
      await expect(rows(page).first()).toBeVisible()
      await expect(page.getByRole('combobox', { name: 'Game' })).toBeVisible()
      await page.getByRole('tab', { name: /CDN sites/ }).click()
      await expect(page.getByRole('tab', { name: /CDN sites/ })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(rows(page).first()).toBeVisible()
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
