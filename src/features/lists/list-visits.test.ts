import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { createStore, keys, update } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '@/api/client'
import { ApiError } from '@/api/errors'
import type { ListLoad, ListLoader } from '@/api/list-stream/list-load'
import { listQueries } from './list-queries'
import type { ListItem } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import { parsedBuild } from '@/test/sample'
import { createStoredLists } from '@/api/stored-lists/stored-lists'
import type { StoredLists } from '@/api/stored-lists/types'

type Items = ListItem<'builds'>[]
// A device of its own for each test.
let raw: ReturnType<typeof createStore>
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  raw = createStore('game-assets', 'stored-lists')
})
// Each test's visits end with it: a list one was still storing would otherwise open IndexedDB
// only then, the next test's device (the store opens it at its first write), and be found there.
const visits: { observer: { destroy: () => void }; storedLists: StoredLists }[] = []
afterEach(async () => {
  for (const ended of visits.splice(0)) {
    ended.observer.destroy()
    await ended.storedLists.close()
  }
})

/** Waits until `check` holds, letting the persister's IndexedDB work and timers run. */
async function until(check: () => boolean | Promise<boolean>) {
  for (let turn = 0; turn < 200; turn++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error('never happened')
}

/**
 * One visit of the page: its own QueryClient, API client and stored lists over the one
 * IndexedDB of the device. Each list request waits until the test answers it (`answer`).
 */
function visit({ token = 'token', enabled = true } = {}) {
  const pending: { resolve: (items: Items) => void; reject: (error: unknown) => void }[] = []
  const listLoader = (() => {
    const result = new Promise<Items>((resolve, reject) => pending.push({ resolve, reject }))
    result.catch(() => undefined)
    return { result, follow: () => () => undefined } satisfies ListLoad<'builds'>
  }) as ListLoader
  const storedLists = createStoredLists({
    apiUrl: 'https://api.example',
    getToken: () => token,
    enabled: () => enabled,
  })
  const client = createApiClient({
    baseUrl: 'https://api.example',
    getToken: () => token,
    listLoader,
    storedLists,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const observer = new QueryObserver(queryClient, listQueries.list(client, 'builds', 'game'))
  observer.subscribe(() => undefined)
  const shown = () => observer.getCurrentResult().data as ListModel<ListItem<'builds'>> | undefined
  const answer = async (outcome: Items | Error) => {
    await until(() => pending.length > 0)
    const request = pending.shift()!
    if (outcome instanceof Error) request.reject(outcome)
    else request.resolve(outcome)
  }
  const stored = async () => (await keys(raw)).some((key) => typeof key === 'string')
  visits.push({ observer, storedLists })
  return { shown, answer, stored, storedLists, observer }
}

const builds = (...ids: string[]) => ids.map((id) => parsedBuild(id))
const idsOf = (list: ListModel<ListItem<'builds'>> | undefined) => list?.items.map((b) => b.buildId)

describe('lists stored between visits', () => {
  it('shows the last visit’s list at once, marked stored, and the fresh list after it with what that visit held', async () => {
    const first = visit()
    await first.answer(builds('a', 'b'))
    await until(first.stored)
    first.observer.destroy()

    const second = visit()
    await until(() => second.shown() !== undefined)
    expect(idsOf(second.shown())).toEqual(['a', 'b'])
    expect(second.shown()?.storedAt).toEqual(expect.any(Number))
    await second.answer(builds('c', 'a', 'b'))
    await until(() => second.shown()?.items.length === 3)
    expect(second.shown()?.storedAt).toBeUndefined()
    expect([...(second.shown()?.lastVisit?.ids ?? [])]).toEqual(['a', 'b'])
  })

  it('finds nothing stored with another token', async () => {
    const first = visit({ token: 'one' })
    await first.answer(builds('a'))
    await until(first.stored)

    const other = visit({ token: 'two' })
    await other.answer(builds('z'))
    await until(() => other.shown() !== undefined)
    expect(idsOf(other.shown())).toEqual(['z'])
  })

  it('stores nothing when turned off', async () => {
    const off = visit({ enabled: false })
    await off.answer(builds('a'))
    await until(() => off.shown() !== undefined)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await keys(raw)).toEqual([])
  })

  it('drops every stored list when the API refuses the token', async () => {
    const first = visit()
    await first.answer(builds('a'))
    await until(first.stored)

    const refused = visit()
    await until(() => refused.shown() !== undefined)
    await refused.answer(
      new ApiError({ status: 401, message: 'The API needs a valid token to answer.' }),
    )
    await until(async () => (await keys(raw)).length === 0)
  })

  it('drops a list stored in another format instead of showing it', async () => {
    const first = visit()
    await first.answer(builds('a'))
    await until(first.stored)
    const [head] = (await keys(raw)).filter((key) => typeof key === 'string')
    await update(head!, (stored?: { buster: string }) => ({ ...stored, buster: '0' }), raw)

    const later = visit()
    await later.answer(builds('b'))
    await until(() => later.shown() !== undefined)
    expect(idsOf(later.shown())).toEqual(['b'])
    expect(later.shown()?.lastVisit).toBeUndefined()
  })
})
