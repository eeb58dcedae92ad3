import { join } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { loadTestGameId } from '../server/data/load-test-game'
import { freePort } from '../scripts/free-port'
import { expect, test } from './support/fixtures'
import { listKinds } from './support/lists'
import { assetTable } from './support/table'

/*
 * `npm start`, as a newcomer runs it: Vite's dev server, where React mounts every component
 * twice (StrictMode). The second mount used to cancel the open list's request and send it again:
 * 100,000 builds downloaded twice, the rows shown, then the skeleton, then the rows again.
 */
const root = join(import.meta.dirname, '..')
const gameId = loadTestGameId(100_000)
let server: ViteDevServer
let origin = ''
/** List requests the dev server received, by path. */
const asked = new Map<string, number>()

test.beforeAll(async () => {
  server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    server: { port: await freePort(), strictPort: true },
  })
  await server.listen()
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
  server.httpServer!.on('request', ({ url = '' }) => {
    const path = url.split('?')[0]!
    if (path.startsWith('/cloud/games/')) asked.set(path, (asked.get(path) ?? 0) + 1)
  })
})

test.afterAll(async () => {
  await server?.close()
})

test('under the dev server, each list is asked for once, and rows once shown stay', async ({
  page,
}) => {
  // The dev server transforms every module on the first load: minutes on a loaded box.
  test.setTimeout(420_000)
  // Whether the list's skeleton came back after rows had shown.
  await page.addInitScript(() => {
    const seen = { rows: false, skeletonAfterRows: false }
    ;(window as unknown as { seen: typeof seen }).seen = seen
    new MutationObserver(() => {
      if (document.querySelector('tbody tr[aria-rowindex]')) seen.rows = true
      else if (seen.rows && document.querySelector('[role="status"][aria-busy="true"]'))
        seen.skeletonAfterRows = true
    }).observe(document, { subtree: true, childList: true })
  })
  await page.goto(`${origin}/?game=${gameId}&tab=builds`)
  await expect(assetTable(page)).toHaveAttribute('aria-rowcount', '100001', { timeout: 360_000 })
  // Every tab's count is in: the other two lists have been asked for and read as well.
  await expect(page.getByRole('tab', { name: /100,000$/ })).toHaveCount(3, { timeout: 240_000 })
  expect(Object.fromEntries(asked)).toEqual(
    Object.fromEntries(
      Object.values(listKinds).map(({ path }) => [`/cloud/games/${gameId}${path}`, 1]),
    ),
  )
  expect(await page.evaluate(() => (window as unknown as { seen: object }).seen)).toEqual({
    rows: true,
    skeletonAfterRows: false,
  })
})
