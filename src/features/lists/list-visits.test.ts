import 'fake-indexeddb/auto'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/api/client'
import { pageListLoader } from '@/api/list-stream/list-load'
import { listQueries } from './list-queries'
import type { ListItem } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import { jsonResponse, stubFetch } from '@/test/fetch'
import { realisticGame } from '@/test/sample'
import { storedRecords } from '@/test/stored-records'
import { createStoredLists, type StoredLists } from '@/api/stored-lists/stored-lists'

// A device of its own for each test: the store's connections close when the database goes.
beforeEach(
  () =>
    new Promise((resolve, reject) => {
      const deleted = indexedDB.deleteDatabase('game-assets')
      deleted.onsuccess = resolve
      deleted.onerror = () => reject(deleted.error)
    }),
)
const visits: { observer: { destroy: () => void }; storedLists: StoredLists }[] = []
afterEach(async () => {
  for (const ended of visits.splice(0)) {
    ended.observer.destroy()
    await ended.storedLists.close()
  }
  vi.unstubAllGlobals()
})

/** Waits until `check` holds, letting the store's IndexedDB work and timers run. */
async function until(check: () => boolean | Promise<boolean>) {
  for (let turn = 0; turn < 400; turn++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error('never happened')
}

/** The lists kept: their heads' keys. */
const heads = async () =>
  (await storedRecords()).filter((key) => typeof key === 'string') as string[]

/** Answers to the list requests, in order: the test gives each (`answer`). */
const answers: ((response: Response) => void)[] = []
beforeEach(() => {
  answers.length = 0
  stubFetch(() => new Promise<Response>((resolve) => answers.push(resolve)))
})

/**
 * One visit of the page: its own QueryClient and API client over the one IndexedDB of the
 * device, its lists read on the page (as where no worker runs) through the store.
 */
function visit({ token = 'token', enabled = true } = {}) {
  const storedLists = createStoredLists({ enabled: () => enabled })
  const client = createApiClient({
    baseUrl: 'https://api.example',
    getToken: () => token,
    listLoader: pageListLoader,
    storedLists,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const observer = new QueryObserver(queryClient, listQueries.list(client, 'builds', 'game'))
  observer.subscribe(() => undefined)
  const shown = () => observer.getCurrentResult().data as ListModel<ListItem<'builds'>> | undefined
  const answer = async (outcome: string[] | number) => {
    await until(() => answers.length > 0)
    const respond = answers.shift()!
    respond(
      typeof outcome === 'number'
        ? jsonResponse({ code: 'API_UNAUTHORIZED', message: 'No.' }, { status: outcome })
        : jsonResponse({ builds: builds(...outcome) }),
    )
  }
  const stored = async () => (await heads()).length > 0
  visits.push({ observer, storedLists })
  return { shown, answer, stored, storedLists, observer }
}

const [sample] = realisticGame().builds
const builds = (...ids: string[]) => ids.map((id) => ({ ...sample, build_id: id }))
/** Rewrites a stored list's head, as an older version, or a tamperer, would have left it. */
const changeHead = (key: string, change: object) =>
  new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('game-assets')
    open.onsuccess = () => {
      const store = open.result.transaction('stored-lists', 'readwrite').objectStore('stored-lists')
      const read = store.get(key)
      read.onsuccess = () => store.put({ ...read.result, ...change }, key)
      store.transaction.oncomplete = () => {
        open.result.close()
        resolve()
      }
      store.transaction.onerror = () => reject(store.transaction.error)
    }
  })

const idsOf = (list: ListModel<ListItem<'builds'>> | undefined) => list?.items.map((b) => b.buildId)

describe('lists stored between visits', () => {
  it('shows the last visit’s list at once, marked stored, and the fresh list after it with what that visit held', async () => {
    const first = visit()
    await first.answer(['a', 'b'])
    await until(first.stored)
    first.observer.destroy()

    const second = visit()
    await until(() => second.shown() !== undefined)
    expect(idsOf(second.shown())).toEqual(['a', 'b'])
    expect(second.shown()?.storedAt).toEqual(expect.any(Number))
    await second.answer(['c', 'a', 'b'])
    await until(() => second.shown()?.items.length === 3)
    expect(second.shown()?.storedAt).toBeUndefined()
    expect([...(second.shown()?.lastVisit?.ids ?? [])]).toEqual(['a', 'b'])
  })

  it('finds nothing stored with another token', async () => {
    const first = visit({ token: 'one' })
    await first.answer(['a'])
    await until(first.stored)

    const other = visit({ token: 'two' })
    await other.answer(['z'])
    await until(() => other.shown() !== undefined)
    expect(idsOf(other.shown())).toEqual(['z'])
  })

  it('stores nothing when turned off', async () => {
    const off = visit({ enabled: false })
    await off.answer(['a'])
    await until(() => off.shown() !== undefined)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await heads()).toEqual([])
  })

  it('drops every stored list when the API refuses the token', async () => {
    const first = visit()
    await first.answer(['a'])
    await until(first.stored)

    const refused = visit()
    await until(() => refused.shown() !== undefined)
    await refused.answer(401)
    await until(async () => (await heads()).length === 0)
  })

  it('drops a list stored in another format instead of showing it', async () => {
    const first = visit()
    await first.answer(['a'])
    await until(first.stored)
    const [head] = await heads()
    await changeHead(head!, { format: 1 })

    const later = visit()
    await later.answer(['b'])
    await until(() => later.shown() !== undefined)
    expect(idsOf(later.shown())).toEqual(['b'])
    expect(later.shown()?.lastVisit).toBeUndefined()
  })
})
