import 'fake-indexeddb/auto'
import { clear, createStore, keys } from 'idb-keyval'
import type * as IdbKeyval from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createListStore,
  ITEMS_PER_PART,
  MOST_ITEMS,
  MOST_LISTS,
  type StoredList,
} from './list-store'

const list = (count: number, at = 1): StoredList => ({
  buster: '1',
  queryHash: `hash ${count}`,
  at,
  items: Array.from({ length: count }, (_, index) => ({ buildId: `b${index}` })),
})
const raw = createStore('game-assets', 'stored-lists')

/** Runs once a store has read a list's parts, before it goes on (a test's way into a read). */
let afterPartsRead: (() => Promise<void>) | undefined
vi.mock('idb-keyval', async (original) => {
  const module = await original<typeof IdbKeyval>()
  return {
    ...module,
    getMany: async (...args: Parameters<typeof module.getMany>) => {
      const found = await module.getMany(...args)
      await afterPartsRead?.()
      return found
    },
  }
})

afterEach(() => clear(raw))

describe('the list store', () => {
  it('gives back a stored list whole, its items in their order', async () => {
    const store = createListStore(() => {})
    await store.setItem('k', list(12_345, 42))
    const read = await store.getItem('k')
    expect(read?.at).toBe(42)
    expect(read?.items).toHaveLength(12_345)
    expect(read?.items.at(-1)).toEqual({ buildId: 'b12344' })
  })

  it('writes the items in parts of ITEMS_PER_PART, and replaces the last list’s parts', async () => {
    const store = createListStore(() => {})
    await store.setItem('k', list(ITEMS_PER_PART * 2 + 1))
    expect(await keys(raw)).toHaveLength(1 + 3)
    await store.setItem('k', list(10))
    expect(await keys(raw)).toHaveLength(1 + 1)
    expect((await store.getItem('k'))?.items).toHaveLength(10)
  })

  it('keeps nothing of a list being written when the lists are cleared meanwhile', async () => {
    const store = createListStore(() => {})
    // A token changed while a long list was going in, part by part: cleared by another store.
    const writing = store.setItem('k', list(ITEMS_PER_PART * 3))
    await createListStore(() => {}).clear()
    await writing
    expect(await store.getItem('k')).toBeNull()
    expect(await keys(raw)).toEqual([])
    // What is stored after the clear is kept as ever.
    await store.setItem('k', list(3))
    expect(await store.getItem('k')).not.toBeNull()
  })

  it('neither gives back nor puts back a list being read when the lists are cleared meanwhile', async () => {
    const store = createListStore(() => {})
    await store.setItem('k', list(ITEMS_PER_PART * 2))
    // A token changed as the list was being restored (its parts read, its head about to be
    // marked as used): cleared by another store.
    afterPartsRead = async () => {
      afterPartsRead = undefined
      await createListStore(() => {}).clear()
    }
    expect(await store.getItem('k')).toBeNull()
    expect(await keys(raw)).toEqual([])
  })

  it('reads nothing for a key never stored, and nothing after removeItem or clear', async () => {
    // A key never stored is not even looked for in IndexedDB (the hint in localStorage).
    const open = vi.spyOn(indexedDB, 'open')
    expect(await createListStore(() => {}).getItem('none')).toBeNull()
    expect(open).not.toHaveBeenCalled()
    open.mockRestore()
    const store = createListStore(() => {})
    expect(await store.getItem('none')).toBeNull()
    await store.setItem('a', list(3))
    await store.setItem('b', list(3))
    await store.removeItem('a')
    expect(await store.getItem('a')).toBeNull()
    await store.clear()
    expect(await store.getItem('b')).toBeNull()
    expect(await keys(raw)).toEqual([])
  })

  it('drops the least recently used lists beyond MOST_LISTS', async () => {
    const store = createListStore(() => {})
    const now = vi.spyOn(Date, 'now')
    for (let index = 0; index <= MOST_LISTS; index++) {
      now.mockReturnValue(1_000 + index)
      await store.setItem(`list ${index}`, list(1))
    }
    now.mockRestore()
    expect(await store.getItem('list 0')).toBeNull()
    expect(await store.getItem(`list ${MOST_LISTS}`)).not.toBeNull()
  })

  it('keeps at most MOST_ITEMS items in all, the newest lists first', async () => {
    const store = createListStore(() => {})
    const now = vi.spyOn(Date, 'now')
    now.mockReturnValue(1)
    await store.setItem('old', list(10))
    now.mockReturnValue(2)
    await store.setItem('big', list(MOST_ITEMS))
    now.mockRestore()
    expect(await store.getItem('old')).toBeNull()
    expect((await store.getItem('big'))?.items).toHaveLength(MOST_ITEMS)
  }, 30_000)

  it('says the storage is full, and stores nothing, when IndexedDB refuses the write', async () => {
    const states: string[] = []
    const store = createListStore((state) => states.push(state))
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    await expect(store.setItem('k', list(3))).resolves.toBeUndefined()
    put.mockRestore()
    expect(states.at(-1)).toBe('full')
    expect(await store.getItem('k')).toBeNull()
  })

  it('says storage is unavailable, and never throws, when IndexedDB cannot be opened', async () => {
    const states: string[] = []
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const store = createListStore((state) => states.push(state))
    await expect(store.setItem('k', list(1))).resolves.toBeUndefined()
    await expect(store.getItem('k')).resolves.toBeNull()
    open.mockRestore()
    expect(states).toEqual(['unavailable'])
  })
})
