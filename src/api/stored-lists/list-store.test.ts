import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  attempt,
  createListStore,
  ITEMS_PER_PART,
  MOST_ITEMS,
  MOST_LISTS,
  PART_CHARS,
  STORED_LIST_MAX_AGE_MS,
  type ListStore,
} from './list-store'
import { plantRecord, storedRecords } from '@/test/stored-records'

/** Read from the API a moment ago. */
const AT = Date.now() - 1

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ buildId: `b${index}` }))

const parts = async () => (await storedRecords()).filter((key) => Array.isArray(key))
const heads = async () => (await storedRecords()).filter((key) => typeof key === 'string')

/** A stored list as a repeat visit reads it: its parts in order, or nothing. */
async function read(store: ListStore, key: string) {
  const found: unknown[][] = []
  const head = await store.read(key, (part, index) => (found[index] = part))
  return head && { at: head.at, items: found.flat() }
}

let store: ListStore
beforeEach(() => {
  store = createListStore()
})
// Each test on a device of its own: deleting the database closes the store's connection.
afterEach(
  () =>
    new Promise((resolve) => {
      indexedDB.deleteDatabase('game-assets').onsuccess = resolve
    }),
)

describe('the list store', () => {
  it('gives back a stored list whole, its items in their order, the newest part first', async () => {
    await store.write('k', items(12_345), AT)
    const order: number[] = []
    await store.read('k', (_, index) => order.push(index))
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6])
    const found = await read(store, 'k')
    expect(found?.at).toBe(AT)
    expect(found?.items).toHaveLength(12_345)
    expect(found?.items.at(-1)).toEqual({ buildId: 'b12344' })
  })

  it('writes the items in parts of ITEMS_PER_PART, and replaces the last list’s parts', async () => {
    await store.write('k', items(ITEMS_PER_PART * 2 + 1), AT)
    expect(await heads()).toHaveLength(1)
    expect(await parts()).toHaveLength(3)
    await store.write('k', items(10), AT)
    expect(await parts()).toHaveLength(1)
    expect((await read(store, 'k'))?.items).toHaveLength(10)
  })

  it('cuts a list of large items into parts of at most PART_CHARS characters, each read in order', async () => {
    // 30 names of a million characters: one part held the page for a second when it was shown.
    const large = Array.from({ length: 30 }, (_, index) => ({
      buildId: `b${index}`,
      name: `${index}`.padEnd(1_000_000, 'N'),
    }))
    await store.write('k', large, AT)
    const sizes: number[] = []
    const head = await store.read('k', (part) =>
      sizes.push(part.reduce<number>((chars, item) => chars + JSON.stringify(item).length, 0)),
    )
    expect(head?.parts).toBe(sizes.length)
    expect(sizes.length).toBeGreaterThanOrEqual(15)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PART_CHARS)
    expect((await read(store, 'k'))?.items).toEqual(large)
  })

  it('names a token’s lists with this device’s salt: no unsalted hash, another device another name', async () => {
    const here = await store.identity('https://api.example', 'tok-A')
    expect(await store.identity('https://api.example', 'tok-A')).toBe(here)
    expect(await createListStore().identity('https://api.example', 'tok-A')).toBe(here)
    expect(await store.identity('https://api.example', 'tok-B')).not.toBe(here)
    // A guessed token hashed without the salt matches nothing stored.
    const unsalted = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode('https://api.example\ntok-A'),
    )
    const unsaltedHex = Array.from(new Uint8Array(unsalted), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('')
    expect(here).toMatch(/^list:[0-9a-f]{64}$/)
    expect(here).not.toContain(unsaltedHex)
    expect(JSON.stringify(await storedRecords())).not.toContain('tok-A')
    // Another device (this one's store gone): another salt, another name for the same token.
    await new Promise((resolve) => (indexedDB.deleteDatabase('game-assets').onsuccess = resolve))
    expect(await createListStore().identity('https://api.example', 'tok-A')).not.toBe(here)
  })

  it('keeps nothing of a list read before the lists were cleared (a token changed meanwhile)', async () => {
    // Another tab, or the page, clears while the list is still arriving.
    await createListStore().clear(AT)
    await store.write('k', items(ITEMS_PER_PART * 3), AT - 1)
    expect(await read(store, 'k')).toBeUndefined()
    expect(await heads()).toEqual([])
    expect(await parts()).toEqual([])
    // What is asked for after the clear is kept as ever.
    await store.write('k', items(3), AT + 1)
    expect(await read(store, 'k')).toBeDefined()
  })

  it('keeps a list asked for after a clear however soon it is stored: the new token’s first list', async () => {
    // The old token's list asked for, then the clear (a token changed), then the new token's:
    // the list worker stores both before the page's clear lands.
    const [asked, cleared, askedAfter] = [AT - 2, AT - 1, AT]
    await store.write('old', items(3), asked)
    await store.write('new', items(3), askedAfter)
    await createListStore().clear(cleared)
    expect(await read(store, 'old')).toBeUndefined()
    expect((await read(store, 'new'))?.items).toHaveLength(3)
    // And a write of the old token's that comes later still is refused.
    expect(await store.write('old', items(3), asked)).toBe(false)
  })

  it('neither gives back nor puts back a list being read when the lists are cleared meanwhile', async () => {
    await store.write('k', items(ITEMS_PER_PART * 2), AT)
    const other = createListStore()
    let cleared: Promise<void> | undefined
    // A token changed as the list was being restored: cleared by another store.
    await store.read('k', (_, index) => {
      if (index === 1) cleared = other.clear()
    })
    await cleared
    expect(await read(store, 'k')).toBeUndefined()
    expect(await heads()).toEqual([])
  })

  it('reads nothing for a key never stored, and nothing after a clear', async () => {
    expect(await read(store, 'none')).toBeUndefined()
    await store.write('a', items(3), AT)
    await store.write('b', items(3), AT)
    await store.clear()
    expect(await read(store, 'a')).toBeUndefined()
    expect(await read(store, 'b')).toBeUndefined()
    expect(await heads()).toEqual([])
    expect(await parts()).toEqual([])
  })

  it('drops the least recently used lists beyond MOST_LISTS', async () => {
    const now = vi.spyOn(Date, 'now')
    for (let index = 0; index <= MOST_LISTS; index++) {
      now.mockReturnValue(1_000 + index)
      await store.write(`list ${index}`, items(1), 0)
    }
    now.mockReturnValue(1_000 + MOST_LISTS)
    expect(await read(store, 'list 0')).toBeUndefined()
    expect(await read(store, `list ${MOST_LISTS}`)).toBeDefined()
    now.mockRestore()
  })

  it('keeps at most MOST_ITEMS items in all, the newest lists first', async () => {
    const now = vi.spyOn(Date, 'now')
    now.mockReturnValue(1)
    await store.write('old', items(10), 0)
    now.mockReturnValue(2)
    await store.write('big', items(MOST_ITEMS), 0)
    expect(await read(store, 'old')).toBeUndefined()
    expect((await read(store, 'big'))?.items).toHaveLength(MOST_ITEMS)
    // A list longer than all the store keeps is not written at all.
    expect(await store.write('bigger', items(MOST_ITEMS + 1), 0)).toBe(false)
    expect((await read(store, 'big'))?.items).toHaveLength(MOST_ITEMS)
    now.mockRestore()
  }, 30_000)

  it('leaves one answer whole when two tabs store the same list at once, and no parts of the other', async () => {
    await Promise.all([
      store.write('k', items(ITEMS_PER_PART * 3), AT),
      createListStore().write('k', items(ITEMS_PER_PART + 5), AT),
    ])
    const found = await read(store, 'k')
    expect([ITEMS_PER_PART * 3, ITEMS_PER_PART + 5]).toContain(found?.items.length)
    expect(await parts()).toHaveLength(Math.ceil((found?.items.length ?? 0) / ITEMS_PER_PART))
  })

  it('drops a head it did not write (tampered, another format, too old, from the future) instead of reading it', async () => {
    const now = Date.now()
    const sound = { format: 2, at: now - 1, count: 1, parts: 1, usedAt: now, write: 'w' }
    await plantRecord(['x', 'w', 0], items(1))
    for (const head of [
      { ...sound, parts: 1e9 },
      { ...sound, parts: -1 },
      { ...sound, format: 1 },
      { ...sound, at: now - STORED_LIST_MAX_AGE_MS - 1 },
      { ...sound, at: now + 50 * 365 * 24 * 3_600_000 },
      'junk',
    ]) {
      await plantRecord('x', head)
      expect(await read(store, 'x')).toBeUndefined()
      expect(await heads()).toEqual([])
    }
    await plantRecord('x', sound)
    expect((await read(store, 'x'))?.items).toEqual(items(1))
  })

  it('closes its connection when another wants the database changed or gone, and opens it again after', async () => {
    await store.write('k', items(1), AT)
    // Never answered while a connection stays open (a tab's upgrade, "Clear site data").
    await new Promise((resolve, reject) => {
      const deleted = indexedDB.deleteDatabase('game-assets')
      deleted.onsuccess = resolve
      deleted.onerror = reject
    })
    expect(await read(store, 'k')).toBeUndefined()
    await store.write('k', items(2), AT)
    expect((await read(store, 'k'))?.items).toHaveLength(2)
  })

  it('says the storage is full, and stores nothing, when IndexedDB refuses the write', async () => {
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(await attempt(() => store.write('k', items(3), AT))).toBe('full')
    put.mockRestore()
    expect(await read(store, 'k')).toBeUndefined()
  })

  it('says storage is unavailable, and never throws, when IndexedDB cannot be opened', async () => {
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const denied = createListStore()
    expect(await attempt(() => denied.clear())).toBe('unavailable')
    expect(await attempt(() => read(denied, 'k'))).toBe('unavailable')
    open.mockRestore()
  })
})
