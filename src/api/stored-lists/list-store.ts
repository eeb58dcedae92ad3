/**
 * The lists this device keeps (IndexedDB: database `game-assets`, store `stored-lists`), read and
 * written where lists are read: in the list worker, or on the page where no worker runs
 * (store-load.ts). The page never copies a stored list into or out of IndexedDB.
 *
 * Records: `0` holds the salt and the last clear (`Meta`); a list's head is under its key (the
 * identity, then the list's own key) and its items under `[key, write, index]`, written with the
 * head in one transaction, so a list is read whole or not at all, and two tabs storing one list
 * at once leave one of the two answers, never parts of both.
 */

/** The store's format: a head of another is dropped when read, never shown. */
export const STORED_LIST_FORMAT = 2
/** A list older than this is not shown: it would say more about the past than the game. */
export const STORED_LIST_MAX_AGE_MS = 30 * 24 * 3_600_000
/** At most this many lists, and this many items in all, are kept: least recently used go first. */
export const MOST_LISTS = 24
export const MOST_ITEMS = 400_000
/**
 * Items per record: the first record is the newest items, which a repeat visit shows while it
 * reads the rest. Small enough to come at once, large enough for a screen and a scroll.
 */
export const ITEMS_PER_PART = 2_000
/**
 * And at most this many characters (as JSON), an item longer going alone: a part is one message
 * to the page, read there in one task (30 names of a million characters in one held it for 1 s).
 */
export const PART_CHARS = 2_000_000
/** No list is cut into more: a head that says more was not written by this store. */
export const MOST_PARTS = 1_000

/**
 * Whether this device has the lists' database at all, asked without making it (a first visit
 * has none). Asked before anything opens it; where the browser cannot say, it may.
 */
export function storeExists(): Promise<boolean> {
  try {
    return indexedDB.databases().then(
      (databases) => databases.some(({ name }) => name === 'game-assets'),
      () => true,
    )
  } catch {
    return Promise.resolve(true)
  }
}

/** What the store says about itself, for the settings: why a list is not stored, if it is not. */
export type StoreState = 'working' | 'unavailable' | 'full'

type Meta = { salt: string; clearedAt: number }

let latest = 0
/**
 * When a list is asked for, or the lists are cleared, on this page's (or worker's) clock, which
 * never goes back nor says the same time twice: a clear falls after every list asked for before
 * it and before every list asked for after it, whatever thread stores them and in what order.
 */
export const storeTime = () => (latest = Math.max(Date.now(), latest + 1))
export type Head = {
  format: number
  /** When the list was read from the API. */
  at: number
  count: number
  parts: number
  usedAt: number
  /** Names this write's parts: a later write of the list replaces them whole. */
  write: string
}

const META_KEY = 0
/** Every head: string keys sort after numbers and before arrays (the parts). */
const HEADS = () => IDBKeyRange.bound('', [], false, true)
const partsOf = (key: string, write: string) =>
  IDBKeyRange.bound([key, write], [key, write, []], false, true)

const request = <T>(made: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    made.onsuccess = () => resolve(made.result)
    made.onerror = () => reject(made.error ?? new Error('IndexedDB failed'))
  })
const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new DOMException('Aborted', 'AbortError'))
  })

const stateOf = (error: unknown): StoreState =>
  error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'unavailable'

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
const newSalt = () => hex(crypto.getRandomValues(new Uint8Array(16)).buffer)

/** A head as a check would read an API's answer: anything else is dropped, never shown. */
export function isSoundHead(value: unknown, now: number): value is Head {
  if (typeof value !== 'object' || value === null) return false
  const head = value as Record<string, unknown>
  const count = head.count
  const parts = head.parts
  return (
    head.format === STORED_LIST_FORMAT &&
    typeof head.at === 'number' &&
    head.at <= now &&
    now - head.at <= STORED_LIST_MAX_AGE_MS &&
    Number.isSafeInteger(count) &&
    (count as number) >= 0 &&
    (count as number) <= MOST_ITEMS &&
    Number.isSafeInteger(parts) &&
    (parts as number) >= Math.ceil((count as number) / ITEMS_PER_PART) &&
    (parts as number) <= Math.min(count as number, MOST_PARTS) &&
    typeof head.write === 'string'
  )
}

/** A list in parts of at most ITEMS_PER_PART items and PART_CHARS characters, in order. */
export function cutParts(items: readonly unknown[]): unknown[][] {
  const parts: unknown[][] = []
  let part: unknown[] = []
  let chars = 0
  for (const item of items) {
    const length = JSON.stringify(item)?.length ?? 0
    if (part.length === ITEMS_PER_PART || (part.length > 0 && chars + length > PART_CHARS)) {
      parts.push(part)
      part = []
      chars = 0
    }
    part.push(item)
    chars += length
  }
  if (part.length > 0) parts.push(part)
  return parts
}

/**
 * The store, opened at its first use. A connection closes when another wants to change or delete
 * the database (`versionchange`), and opens again when next used.
 */
export function createListStore() {
  let opened: Promise<IDBDatabase> | undefined
  const open = () =>
    (opened ??= request(
      Object.assign(indexedDB.open('game-assets'), {
        onupgradeneeded: (event: IDBVersionChangeEvent) =>
          (event.target as IDBOpenDBRequest).result.createObjectStore('stored-lists'),
      }),
    ).then(
      (db) => {
        db.onversionchange = () => {
          db.close()
          opened = undefined
        }
        return db
      },
      (error: unknown) => {
        opened = undefined
        throw error
      },
    ))
  const transaction = async (mode: IDBTransactionMode) =>
    (await open()).transaction('stored-lists', mode).objectStore('stored-lists')

  /** The salt, made the first time. */
  const meta = async (): Promise<Meta> => {
    const store = await transaction('readwrite')
    const found = (await request(store.get(META_KEY))) as Meta | undefined
    if (found) return found
    const made = { salt: newSalt(), clearedAt: 0 }
    store.put(made, META_KEY)
    await finished(store.transaction)
    return made
  }

  let named: { token: string; origin: string; identity: Promise<string | undefined> } | undefined
  return {
    /**
     * Whose lists these are: the API's origin and the token, hashed (SHA-256) with this
     * device's salt, so a stored key cannot confirm a guessed token elsewhere. Computed once
     * per token. None where there is no `crypto.subtle` (http but localhost): nothing is kept.
     */
    identity(origin: string, token: string): Promise<string | undefined> {
      if (named?.token === token && named.origin === origin) return named.identity
      const identity = globalThis.crypto?.subtle
        ? meta().then(async ({ salt }) => {
            const text = new TextEncoder().encode(`${salt}\n${origin}\n${token}`)
            return `list:${hex(await crypto.subtle.digest('SHA-256', text))}`
          })
        : Promise.resolve(undefined)
      named = { token, origin, identity }
      return identity
    },
    /**
     * Reads a stored list, its newest items first: `onPart` hears each record as it is read.
     * A list too old, of another format or not as this store writes one is dropped.
     */
    async read(key: string, onPart: (items: unknown[], index: number, head: Head) => void) {
      const store = await transaction('readonly')
      const head: unknown = await request(store.get(key))
      if (head === undefined) return undefined
      if (!isSoundHead(head, Date.now())) {
        const drop = await transaction('readwrite')
        drop.delete(key)
        return undefined
      }
      // One request per record, answered in order: the first is shown while the others come.
      const reads = Array.from({ length: head.parts }, (_, index) =>
        request(store.get([key, head.write, index])).then((items: unknown) => {
          if (!Array.isArray(items)) throw new Error('A stored list lacks a part.')
          onPart(items, index, head)
        }),
      )
      await Promise.all(reads)
      // Marked as used only if it is still this list: not put back after a clear, say.
      const used = await transaction('readwrite')
      const now: unknown = await request(used.get(key))
      if ((now as Head | undefined)?.write === head.write)
        used.put({ ...head, usedAt: Date.now() }, key)
      await finished(used.transaction)
      return head
    },
    /**
     * Stores a list asked for `at` (storeTime), all or nothing, unless the lists were cleared
     * since (a token changed or forgotten, storing turned off, here or in another tab); then the
     * least recently used go past MOST_LISTS lists or MOST_ITEMS items. Says whether it stored.
     */
    async write(key: string, items: readonly unknown[], at: number) {
      // One that would not be kept (a million builds) is not written only to be dropped.
      if (items.length > MOST_ITEMS) return false
      const cut = cutParts(items)
      if (cut.length > MOST_PARTS) return false
      const store = await transaction('readwrite')
      const meta = (await request(store.get(META_KEY))) as Meta | undefined
      if (meta && at <= meta.clearedAt) return false
      const earlier = (await request(store.get(key))) as Head | undefined
      if (earlier?.write) store.delete(partsOf(key, earlier.write))
      const write = hex(crypto.getRandomValues(new Uint8Array(8)).buffer)
      cut.forEach((part, index) => store.put(part, [key, write, index]))
      const now = Date.now()
      store.put(
        {
          format: STORED_LIST_FORMAT,
          at,
          count: items.length,
          parts: cut.length,
          usedAt: now,
          write,
        },
        key,
      )
      const [keys, heads] = await Promise.all([
        request(store.getAllKeys(HEADS())),
        request(store.getAll(HEADS())) as Promise<Partial<Head>[]>,
      ])
      const byUse = keys
        .map((name, index) => ({ name: name as string, head: heads[index] ?? {} }))
        .sort((a, b) => (b.head.usedAt ?? 0) - (a.head.usedAt ?? 0))
      let lists = 0
      let kept = 0
      for (const { name, head } of byUse) {
        lists += 1
        kept += head.count ?? 0
        if (lists <= MOST_LISTS && kept <= MOST_ITEMS) continue
        store.delete(name)
        if (typeof head.write === 'string') store.delete(partsOf(name, head.write))
      }
      await finished(store.transaction)
      return true
    },
    /**
     * Drops every list asked for before `at` (now), stored or still being read anywhere on this
     * device; one asked for after it (the new token's, say) is kept, however soon it is stored.
     */
    async clear(at = storeTime()) {
      const store = await transaction('readwrite')
      const [found, keys, heads] = await Promise.all([
        request(store.get(META_KEY)) as Promise<Meta | undefined>,
        request(store.getAllKeys(HEADS())),
        request(store.getAll(HEADS())) as Promise<Partial<Head>[]>,
      ])
      keys.forEach((name, index) => {
        const head = heads[index] ?? {}
        if (typeof head.at === 'number' && head.at > at) return
        store.delete(name)
        if (typeof head.write === 'string') store.delete(partsOf(name as string, head.write))
      })
      const clearedAt = Math.max(at, found?.clearedAt ?? 0)
      store.put({ salt: found?.salt ?? newSalt(), clearedAt }, META_KEY)
      await finished(store.transaction)
    },
  }
}

export type ListStore = ReturnType<typeof createListStore>

/** What an action on the store left it: working, or why it could not keep lists. */
export const attempt = (action: () => Promise<unknown>): Promise<StoreState> =>
  action().then(
    () => 'working',
    (error: unknown) => stateOf(error),
  )
