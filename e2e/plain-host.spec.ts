import type { Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from './support/fixtures'
import { expectDocumentedKb, hostRows as rows, watchWorkers } from './support/host-checks'
import { makePlainHost, root, servePackageHost, type PackageHost } from './support/package-host'
import { SAMPLE_GAMES } from './support/sample'

/*
 * A page with no bundler and a strict policy (e2e/hosts/plain/, as docs/embedding.md shows it):
 * `npm install` of the tarball alone, then the page's files served as they are, the element
 * entry found through an import map whose hash the policy names, its height from a stylesheet.
 */
test.describe.configure({ mode: 'serial' })
let host: PackageHost

test.beforeAll(() => {
  test.setTimeout(300_000)
  host = makePlainHost()
})

/** Collects the page's policy violations, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __violations: violations })
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

test('installs the package alone: no React, React DOM, React Query or react-table for a page that has none', () => {
  for (const peer of ['react', 'react-dom', '@tanstack/react-query', '@tanstack/react-table']) {
    expect(existsSync(join(host.dir, 'node_modules', peer)), peer).toBe(false)
  }
  expect(host.installed()).toEqual(['game-assets-dashboard'])
  // The element entry and the worker it starts are what the page loads at start-up.
  const files = ['element.js', 'list-worker.js'].map((name) =>
    readFileSync(join(host.dir, 'node_modules/game-assets-dashboard', name)),
  )
  const kB = files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0) / 1000
  console.log(`plain: the element entry and its list worker: ${kB.toFixed(1)} kB gzip`)
  expectDocumentedKb('plain', kB)
})

test('the policy names the import map’s hash, as docs/embedding.md says to compute it', () => {
  const html = readFileSync(join(root, 'e2e/hosts/plain/index.html'), 'utf8')
  const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  const hash = createHash('sha256').update(map).digest('base64')
  expect(html).toContain(`'sha256-${hash}'`)
})

test('the element shows the rows under a strict policy, sized by the page’s stylesheet', async ({
  page,
}) => {
  const violations = await recordViolations(page)
  const { listWorkers } = watchWorkers(page)
  await servePackageHost(page, host, { folder: '.' })
  await page.goto(`/package-host/index.html?game=${SAMPLE_GAMES.realistic}`)
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('Space Raiders')
  await page.getByRole('tab', { name: /CDN sites/ }).click()
  await expect(page.locator('#picked')).toHaveText('sites')
  expect((await page.locator('game-assets-panel').boundingBox())?.height).toBe(600)
  expect(listWorkers()).toHaveLength(1)
  expect(await violations()).toEqual([])
})

test('the list worker ends with the page’s last panel, and a panel put back starts another', async ({
  page,
}) => {
  const { listWorkers } = watchWorkers(page)
  await servePackageHost(page, host, { folder: '.' })
  await page.goto(`/package-host/index.html?game=${SAMPLE_GAMES.realistic}`)
  await expect(rows(page).first()).toBeVisible()
  const [worker] = listWorkers()
  const ended = new Promise((resolve) => worker?.once('close', resolve))
  await page.evaluate(() => {
    const panel = document.querySelector('game-assets-panel')
    Object.assign(window, { __panel: panel })
    panel?.remove()
  })
  await ended
  expect(listWorkers()).toHaveLength(1)

  await page.evaluate(() => {
    document.body.append((window as unknown as { __panel: HTMLElement }).__panel)
  })
  await expect(rows(page).first()).toBeVisible()
  expect(listWorkers()).toHaveLength(2)
})
