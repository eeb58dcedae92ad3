import { expect, type Page } from '@playwright/test'

/*
 * What the dashboard keeps on this device (src/api/stored-lists/), read from the page's own
 * IndexedDB: tests wait on it with expect.poll, never on the clock.
 */

/**
 * The lists kept, by key (`list:<hash of origin and token>-<query hash>`): the string keys of
 * `game-assets` / `stored-lists` (a list's items are under array keys of their own). None when
 * the database was never made: it is not opened here then, as that would make it without its
 * store.
 */
export const storedLists = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map(({ name }) => name)
    if (!names.includes('game-assets')) return []
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('game-assets')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('stored-lists')) {
          db.close()
          return resolve([])
        }
        const keys = db.transaction('stored-lists').objectStore('stored-lists').getAllKeys()
        keys.onerror = () => reject(keys.error)
        keys.onsuccess = () => {
          db.close()
          resolve(keys.result.filter((key): key is string => typeof key === 'string'))
        }
      }
    })
  })

/** Whether the page ever opened the dashboard's database at all. */
export const hasListDatabase = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).some(({ name }) => name === 'game-assets'),
  )

const refuseIndexedDb = `IDBFactory.prototype.open = () => {
  throw new DOMException('IndexedDB is not allowed here.', 'SecurityError')
};`

/**
 * IndexedDB refused, as some private windows and locked-down browsers do: on the page, and in
 * the list worker, which reads and writes the stored lists (its script has the refusal first).
 */
export const forbidIndexedDb = async (page: Page) => {
  await page.addInitScript(refuseIndexedDb)
  await page.route('**/list-worker-*.js', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${refuseIndexedDb}\n${await response.text()}` })
  })
}

/** A kept list of this kind (its key holds its query's hash, which names the kind). */
export const keptList = (kind: string) =>
  expect.arrayContaining([expect.stringContaining(`"${kind}"`)])

/**
 * Waits until the page has stored a list of `count` items: the store's own measure, taken once
 * the list and its name are written (as the benchmark waits for it), so a reload finds it. The
 * list's key in IndexedDB comes a step before its name.
 */
export const expectListStored = (page: Page, count: number) =>
  expect
    .poll(() =>
      page.evaluate(
        (name) => performance.getEntriesByType('measure').some((entry) => entry.name === name),
        `stored lists: ${count} items written`,
      ),
    )
    .toBe(true)
