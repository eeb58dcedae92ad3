import {
  experimental_createQueryPersister as createQueryPersister,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core'
import {
  hashKey,
  type Query,
  type QueryFunction,
  type QueryFunctionContext,
  type QueryKey,
  type QueryState,
} from '@tanstack/react-query'
import { withoutClient } from '@/api/query-keys'
import { listModel, type ListModel } from '@/model/list-model'
import type { UploadSummary } from '@/model/list-items'
import { ApiError } from '@/api/errors'
import { createListStore, type StoreState, type StoredList } from './list-store'
import type { StoredLists } from './types'

export type { StoredLists } from './types'

/**
 * The store's format. Raise it when a list item's shape changes (model/list-items.ts): a list
 * stored in another format is dropped when read, never shown as this version's items.
 */
export const STORED_LIST_FORMAT = '1'
/** A list older than this is not shown: it would say more about the past than the game. */
export const STORED_LIST_MAX_AGE_MS = 30 * 24 * 3_600_000

export type StoredListsOptions = {
  /** Where the API answers: its origin is half of what a stored list belongs to. */
  apiUrl: string
  /** The token the API is asked with: the other half, hashed (SHA-256), never stored. */
  getToken: () => string | undefined | Promise<string | undefined>
  /** Read before each list is restored or stored: the operator can turn storing off. */
  enabled: () => boolean
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Origin and token, one-way: the same pair finds its lists again, and nothing else does. */
async function identity(apiUrl: string, token: string | undefined): Promise<string | undefined> {
  // crypto.subtle is there on https and localhost only; elsewhere nothing is stored.
  if (!globalThis.crypto?.subtle) return undefined
  const origin = new URL(apiUrl, globalThis.location?.href).origin
  const text = new TextEncoder().encode(`${origin}\n${token?.trim() ?? ''}`)
  return `list:${hex(await crypto.subtle.digest('SHA-256', text))}`
}

/** A stored list as a query's state: the list, as of when it was read. */
const restoredState = ({ items, at }: StoredList): QueryState => ({
  data: listModel(items as readonly UploadSummary[], false, { storedAt: at }),
  dataUpdateCount: 0,
  dataUpdatedAt: at,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
})

/**
 * The query as the persister sees it. Hashed without its client (query-keys.ts), so the next
 * visit's client, or another panel's, finds the list. And the refetch it starts after a restore
 * has its failure caught: the persister drops that promise, so the API down or a refused token on
 * a repeat visit was an uncaught error on the page; the failure still shows, in the query's
 * state, as any failed refresh does.
 */
const storedAs = (query: Query): Query =>
  new Proxy(query, {
    get(target, property) {
      if (property === 'queryHash') return hashKey(withoutClient(target.queryKey))
      if (property === 'fetch') {
        return (...args: Parameters<Query['fetch']>) => target.fetch(...args).catch(() => undefined)
      }
      const value: unknown = Reflect.get(target, property, target)
      // Query keeps private fields: its methods must run on it, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })

/**
 * `queryFn`, failing when its request was stopped (a token changed or forgotten, the query
 * reset): the persister stores what a query holds once its `queryFn` is done, and a stopped
 * list is not one to keep, under the token it was asked with or any other.
 */
const untilStopped =
  <T, TQueryKey extends QueryKey>(queryFn: QueryFunction<T, TQueryKey, never>) =>
  async (context: QueryFunctionContext<TQueryKey, never>): Promise<T> => {
    const result = await queryFn(context)
    context.signal.throwIfAborted()
    return result
  }

const refusesToken = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403)

/**
 * The dashboard's lists kept on this device between visits, through React Query's persister
 * (`experimental_createQueryPersister`) over IndexedDB (list-store.ts): a later visit shows the
 * last list at once, marked as stored, while the list is asked for again; the fresh answer then
 * replaces it whole (the list queries' `refetchMode: 'replace'`). Kept per API origin and token
 * identity; dropped when the API refuses the token (401, 403) and, by the app, when the token
 * changes or is forgotten (docs/security.md).
 */
export function createStoredLists({ apiUrl, getToken, enabled }: StoredListsOptions): StoredLists {
  const listeners = new Set<() => void>()
  let state: StoreState = 'working'
  const store = createListStore((next) => {
    if (next === state) return
    state = next
    listeners.forEach((listener) => listener())
  })
  // A getter that fails fails the request itself, with its own message; here it stores nothing.
  const whose = async () =>
    enabled()
      ? Promise.resolve()
          .then(getToken)
          .then((token) => identity(apiUrl, token))
          .catch(() => undefined)
      : undefined

  let closed = false
  // Asked again when a list is written: storing turned off while the list was on its way (and
  // what was kept cleared) must not bring it back, nor a list read with a token since replaced
  // (its key names the identity it was read with) or by a panel since given another token.
  const storage = {
    ...store,
    setItem: async (key: string, list: StoredList) => {
      if (closed || !enabled() || !(list.items as StoredList['items'] | undefined)) return
      const now = await whose()
      if (now !== undefined && key.startsWith(`${now}-`) && !closed) await store.setItem(key, list)
    },
  }
  const persisters = new Map<string, ReturnType<typeof createQueryPersister<StoredList>>>()
  const persisterFor = (prefix: string) => {
    let made = persisters.get(prefix)
    if (!made) {
      made = createQueryPersister<StoredList>({
        storage,
        prefix,
        buster: STORED_LIST_FORMAT,
        maxAge: STORED_LIST_MAX_AGE_MS,
        // Shown at once, and always asked for again: a stored list is the last one seen, not
        // the game's list now (its failure is caught: storedAs).
        refetchOnRestore: 'always',
        serialize: ({ buster, queryHash, state: { data, dataUpdatedAt } }) => ({
          buster,
          queryHash,
          at: dataUpdatedAt,
          // None when the query was reset (a token forgotten) before its list could be stored.
          items: (data as ListModel | undefined)?.items as StoredList['items'],
        }),
        deserialize: (stored): PersistedQuery => ({
          buster: stored.buster,
          queryHash: stored.queryHash,
          queryKey: [] as QueryKey,
          state: restoredState(stored),
        }),
      })
      persisters.set(prefix, made)
    }
    return made
  }

  return {
    identity: whose,
    close: () => {
      closed = true
      return store.clear()
    },
    async persister(queryFn, context, query) {
      const prefix = await whose()
      if (!prefix) return queryFn(context)
      try {
        return await persisterFor(prefix).persisterFn(
          untilStopped(queryFn),
          context,
          storedAs(query),
        )
      } catch (error) {
        if (refusesToken(error)) await store.clear()
        throw error
      }
    },
    clear: store.clear,
    state: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** Drops every list this device keeps, for code that holds no StoredLists (the element's move). */
export const clearStoredLists = (): Promise<void> => createListStore(() => {}).clear()
