import {
  clear,
  createStore,
  delMany,
  get,
  getMany,
  keys,
  promisifyRequest,
  set,
  type UseStore,
} from 'idb-keyval'
import { createStoredValue } from '@/lib/preference'

/**
 * One list as this device keeps it (IndexedDB, through idb-keyval): what React Query's persister
 * stores of a list query (stored-lists.ts), its items cut into parts.
 */
export type StoredList = {
  /** The persister's `buster`: the store's format; an entry of another format is dropped. */
  buster: string
  queryHash: string
  /** When the list was read from the API (its query's `dataUpdatedAt`). */
  at: number
  items: readonly unknown[]
}

/** What the store says about itself, for the settings: why a list is not stored, if it is not. */
export type StoreState = 'working' | 'unavailable' | 'full'

/** An entry's head: everything but the items, which are in `parts` records of their own. */
type Head = Omit<StoredList, 'items'> & {
  parts: number
  count: number
  usedAt: number
  generation: number
}
type PartKey = [key: string, generation: number, index: number]

/**
 * Items per record. Storing a record copies it (structured clone) in one task of the page:
 * 5,000 builds held it 47 ms on a loaded 2-core box, as long as `JSON.parse` of all 100,000
 * (`npm run bench`, "Storing 100,000 builds"); 2,000 keep each task well under the 50 ms a task
 * may take. Each part is written in a task of its own.
 */
export const ITEMS_PER_PART = 2_000
/** At most this many lists are kept, and at most this many items in all: least recently used go first. */
export const MOST_LISTS = 24
export const MOST_ITEMS = 400_000

const partKeys = (key: string, head: Pick<Head, 'parts' | 'generation'>): PartKey[] =>
  Array.from({ length: head.parts }, (_, index) => [key, head.generation, index])

/**
 * The keys of the lists stored here, read at once (localStorage): a visit with nothing stored
 * asks the API without first waiting for IndexedDB to open, which held the first request back
 * by 15 to 120 ms (`scripts/bench-compare.ts`, docs/performance-history.md). Only a hint: a list
 * it names and IndexedDB lacks is fetched as usual.
 */
const held = createStoredValue<readonly string[]>(
  'game-assets:stored-lists',
  (text) => {
    try {
      const keys: unknown = JSON.parse(text ?? '[]')
      return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : []
    } catch {
      return []
    }
  },
  (keys) => JSON.stringify(keys),
)
const hold = (key: string, kept: boolean) => {
  const others = held.get().filter((other) => other !== key)
  held.set(kept ? [...others, key] : others)
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Counts the clears on this page, by any store: a list being written while one happens (parts
 * go in a task each, over hundreds of ms at 100,000 items) is dropped, not finished after it. A
 * token changed while the other tabs' lists were being stored left them stored under the old one.
 */
let clears = 0

/** Whether the lists were cleared since this was called. */
const clearedSince = () => {
  const before = clears
  return () => clears !== before
}

/**
 * The storage the list persister writes through (its `AsyncStorage`). It never throws: IndexedDB
 * missing or refused (some private windows) or full leaves the list unstored, and `state` says so.
 * A head is written after its parts, so a list is read whole or not at all, also by another tab
 * reading while this one writes.
 */
export function createListStore(onState: (state: StoreState) => void) {
  let db: UseStore | undefined
  const open = () => (db ??= createStore('game-assets', 'stored-lists'))
  const attempt = async <T>(action: (store: UseStore) => Promise<T>): Promise<T | undefined> => {
    try {
      const result = await action(open())
      onState('working')
      return result
    } catch (error) {
      onState(
        error instanceof DOMException && error.name === 'QuotaExceededError'
          ? 'full'
          : 'unavailable',
      )
      return undefined
    }
  }
  const heads = async (store: UseStore) => {
    const names = (await keys(store)).filter((key): key is string => typeof key === 'string')
    const found = await getMany<Head>(names, store)
    return names.flatMap((key, index) => (found[index] ? [{ key, head: found[index] }] : []))
  }
  const drop = (store: UseStore, key: string, head: Head | undefined) => {
    hold(key, false)
    return delMany([key, ...(head ? partKeys(key, head) : [])], store)
  }

  /** Least recently used first out, beyond MOST_LISTS lists or MOST_ITEMS items. */
  const keepWithinCap = async (store: UseStore) => {
    let lists = 0
    let items = 0
    for (const { key, head } of (await heads(store)).sort(
      (a, b) => b.head.usedAt - a.head.usedAt,
    )) {
      lists += 1
      items += head.count
      if (lists > MOST_LISTS || items > MOST_ITEMS) await drop(store, key, head)
    }
  }

  return {
    getItem: async (key: string) => {
      if (!held.get().includes(key)) return null
      const cleared = clearedSince()
      return attempt(async (store): Promise<StoredList | null> => {
        const head = await get<Head>(key, store)
        if (!head) return null
        const parts = await getMany<unknown[]>(partKeys(key, head), store)
        // Parts another tab replaced while this one read: no list, rather than a mixed one.
        if (parts.some((part) => !part)) return null
        // Cleared as it was read (a token changed): not shown, nor its head put back below.
        if (cleared()) return null
        await set(key, { ...head, usedAt: Date.now() }, store)
        const { buster, queryHash, at } = head
        return { buster, queryHash, at, items: (parts as unknown[][]).flat() }
      }).then((list) => list ?? null)
    },
    setItem: (key: string, { items, ...list }: StoredList) =>
      attempt(async (store) => {
        // In DevTools, and for the benchmark's check that storing never holds the page.
        const started = performance.now()
        let longestStep = 0
        const cleared = clearedSince()
        const earlier = await get<Head>(key, store)
        const head: Head = {
          ...list,
          parts: Math.ceil(items.length / ITEMS_PER_PART),
          count: items.length,
          usedAt: Date.now(),
          generation: (earlier?.generation ?? 0) + 1,
        }
        for (const [index, partKey] of partKeys(key, head).entries()) {
          await nextTask()
          if (cleared()) break
          // The part is copied (structured clone) as it is put: the time the page is held.
          const part = items.slice(index * ITEMS_PER_PART, (index + 1) * ITEMS_PER_PART)
          await store('readwrite', (parts) => {
            const copying = performance.now()
            parts.put(part, partKey)
            longestStep = Math.max(longestStep, performance.now() - copying)
            return promisifyRequest(parts.transaction)
          })
        }
        if (cleared()) {
          // Its parts may have gone in after the clear: they go too, and the list is not kept.
          await delMany(partKeys(key, head), store)
          return
        }
        await set(key, head, store)
        hold(key, true)
        if (earlier) await delMany(partKeys(key, earlier), store)
        await keepWithinCap(store)
        performance.measure(`stored lists: ${items.length} items written`, {
          start: started,
          detail: { longestStepMs: longestStep },
        })
      }),
    removeItem: (key: string) =>
      attempt(async (store) => drop(store, key, await get<Head>(key, store))).then(() => undefined),
    /** Every stored list goes. */
    clear: () => {
      clears += 1
      held.set([])
      return attempt(clear).then(() => undefined)
    },
  }
}

export type ListStore = ReturnType<typeof createListStore>
