import {
  experimental_createQueryPersister as createQueryPersister,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core'
import type {
  Query,
  QueryFunction,
  QueryFunctionContext,
  QueryKey,
  QueryState,
} from '@tanstack/react-query'
import { listModel, type ListModel } from '@/model/list-model'
import type { UploadSummary } from '@/model/list-items'
import { ApiError } from '@/api/errors'
import { createListStore, type StoreState, type StoredList } from './list-store'

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

export type StoredLists = {
  /** The list queries' `persister`: restores a stored list at once, stores each whole list. */
  persister: <T, TQueryKey extends QueryKey>(
    queryFn: QueryFunction<T, TQueryKey, never>,
    context: QueryFunctionContext<TQueryKey>,
    query: Query,
  ) => Promise<T>
  /** Drops every list stored on this device. */
  clear: () => Promise<void>
  /** Whether lists can be stored here, as far as the store has found out. */
  state: () => StoreState
  subscribe: (listener: () => void) => () => void
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
  const persisters = new Map<string, ReturnType<typeof createQueryPersister<StoredList>>>()
  const persisterFor = (prefix: string) => {
    let made = persisters.get(prefix)
    if (!made) {
      made = createQueryPersister<StoredList>({
        storage: store,
        prefix,
        buster: STORED_LIST_FORMAT,
        maxAge: STORED_LIST_MAX_AGE_MS,
        // Asked for again below, not by the persister, whose fetch after a restore leaves its
        // failure unhandled (the page's "unhandled rejection" when the API is down).
        refetchOnRestore: false,
        serialize: ({ buster, queryHash, state: { data, dataUpdatedAt } }) => ({
          buster,
          queryHash,
          at: dataUpdatedAt,
          items: (data as ListModel).items,
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
    async persister(queryFn, context, query) {
      // A getter that fails fails the request itself, with its own message; here it stores nothing.
      const prefix = enabled()
        ? await Promise.resolve()
            .then(getToken)
            .then((token) => identity(apiUrl, token))
            .catch(() => undefined)
        : undefined
      if (!prefix) return queryFn(context)
      try {
        let asked = false
        const ask: typeof queryFn = (given) => ((asked = true), queryFn(given))
        const data = await persisterFor(prefix).persisterFn(ask, context, query)
        // A stored list is shown at once, and always asked for again: it is the last one seen,
        // not the game's list now. A failure shows as the query's error, beside the list.
        if (!asked) setTimeout(() => void query.fetch().catch(() => undefined))
        return data
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
