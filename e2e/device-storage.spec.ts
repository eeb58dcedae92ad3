import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { holdScripts } from './support/hold-scripts'
import { gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { expectListStored, keptList, storedLists } from './support/stored-lists'
import { assetTable, expectRowCount } from './support/table'

/*
 * What this device keeps is data, never markup of the page (issue 46): a token kept for the
 * session goes with the session, the page paints nothing of another identity's lists before its
 * code has run, and nothing planted in storage is painted at all (docs/security.md).
 */

const TOKEN_KEY = 'game-assets:api-token'
const SESSION_TOKEN = 'tok-SESSION-ONLY-4242'
const BUILDS = realistic.builds.length

/**
 * Where the page's origin holds `text` in storage: each localStorage and sessionStorage key, and
 * each IndexedDB store, whose keys or values contain it.
 */
const placesHolding = (page: Page, text: string) =>
  page.evaluate(async (text) => {
    const request = <T>(run: () => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const made = run()
        made.onsuccess = () => resolve(made.result)
        made.onerror = () => reject(made.error)
      })
    // Whatever shape a record has: maps, sets and bytes are written out too.
    const holds = (value: unknown) =>
      JSON.stringify(value, (_, part: unknown) =>
        part instanceof Map || part instanceof Set
          ? [...part]
          : ArrayBuffer.isView(part) || part instanceof ArrayBuffer
            ? new TextDecoder().decode(part)
            : part,
      ).includes(text)
    const places = [
      ...Object.keys(localStorage).filter((key) => holds([key, localStorage.getItem(key)])),
      ...Object.keys(sessionStorage).filter((key) => holds([key, sessionStorage.getItem(key)])),
    ]
    for (const { name } of await indexedDB.databases()) {
      const db = await request(() => indexedDB.open(name!))
      for (const store of db.objectStoreNames) {
        const records = () => db.transaction(store).objectStore(store)
        const keys = await request(() => records().getAllKeys())
        const values = await request(() => records().getAll())
        if (holds([keys, values])) places.push(`IndexedDB ${name}/${store}`)
      }
      db.close()
    }
    return places
  }, text)

test('a token kept for the session only is in no storage of a later session, whatever was open', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await expectRowCount(assetTable(page), BUILDS)
  await page.getByRole('button', { name: 'API token' }).click()
  await page.getByLabel('API token', { exact: true }).fill(SESSION_TOKEN)
  await expect(page.getByRole('checkbox', { name: 'Remember on this device' })).not.toBeChecked()
  await page.getByRole('button', { name: 'Save' }).click()
  await expectRowCount(assetTable(page), BUILDS)
  await expect.poll(() => storedLists(page)).toEqual(keptList('builds'))
  // The panel open again, showing the token, as the page is hidden and then closed.
  await page.getByRole('button', { name: 'API token set' }).click()
  await expect(page.getByLabel('API token', { exact: true })).toHaveValue(SESSION_TOKEN)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  // The operator is away a moment before the tab is closed: a hidden page still runs.
  await page.waitForTimeout(1_000)
  expect(await placesHolding(page, SESSION_TOKEN)).toEqual(['game-assets:api-token'])
  await page.close({ runBeforeUnload: true })

  // A new session of the same browser profile: what the origin kept on the device, no more,
  // read on a page of the origin where none of the app's code runs (it could write over it).
  const kept = await context.storageState({ indexedDB: true })
  const later = await browser.newContext({ baseURL, storageState: kept })
  try {
    const next = await later.newPage()
    await next.route('**/storage-check', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Check</title>' }),
    )
    await next.goto('/storage-check')
    expect(await placesHolding(next, SESSION_TOKEN)).toEqual([])
  } finally {
    await later.close()
  }
})

test('a tab with another token paints nothing of the last token’s lists before its code runs', async ({
  page,
}) => {
  await page.addInitScript(
    (key) => sessionStorage.getItem(key) ?? sessionStorage.setItem(key, 'cloud.token.A'),
    TOKEN_KEY,
  )
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await expectRowCount(assetTable(page), BUILDS)
  await expect.poll(() => storedLists(page)).toEqual(keptList('builds'))
  await expectListStored(page, BUILDS)

  await page.evaluate((key) => sessionStorage.setItem(key, 'cloud.token.B'), TOKEN_KEY)
  // The scripts are slow: what shows until they come is the page's HTML and its inline script.
  const release = await holdScripts(page)
  await page.reload({ waitUntil: 'commit' })
  await expect(page.locator('#root > [data-theme]')).toBeAttached()
  await expect(page.getByRole('status', { name: 'Loading the dashboard…' })).toBeVisible()
  const root = page.locator('#root')
  await expect(root).not.toContainText('Space Raiders')
  for (const build of realistic.builds.slice(0, 3)) {
    await expect(root).not.toContainText(build.display_name)
  }
  release()
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
})

test('markup planted in storage under the old screen’s key has no effect on the page', async ({
  page,
  baseURL,
}) => {
  const url = gameUrl(SAMPLE_GAMES.realistic)
  const html =
    '<div data-theme="light"><meta http-equiv="refresh" content="0; url=/?game=planted">' +
    '<base href="/planted/"><p>Your session expired: enter your password again</p></div>'
  await page.addInitScript(
    (screens) => localStorage.setItem('game-assets:first-screen', screens),
    JSON.stringify([{ search: new URL(url, baseURL).search, html, token: false, who: 'list:x' }]),
  )
  const configs: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/config.json')) configs.push(new URL(request.url()).pathname)
  })
  const addresses: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).search)
  })

  await page.goto(url)
  await expectRowCount(assetTable(page), BUILDS)
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
  expect(addresses).toEqual([new URL(url, baseURL).search])
  expect(configs).toEqual(['/config.json'])
  await expect(page.getByText('Your session expired')).toHaveCount(0)
  await expect(page.locator('base, meta[http-equiv=refresh]')).toHaveCount(0)
})
