import type { Query, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import type { StoreState } from './list-store'

/** What an API client keeps its lists through (stored-lists.ts); the type alone, for client.ts. */
export type StoredLists = {
  /** The list queries' `persister`: restores a stored list at once, stores each whole list. */
  persister: <T, TQueryKey extends QueryKey>(
    queryFn: QueryFunction<T, TQueryKey, never>,
    context: QueryFunctionContext<TQueryKey>,
    query: Query,
  ) => Promise<T>
  /**
   * Whose lists are kept now (origin and token, hashed); none while storing is off or the
   * token's getter fails.
   */
  identity: () => Promise<string | undefined>
  /** Drops every list stored on this device, and stores none after (a panel's old token's). */
  close: () => Promise<void>
  /** Drops every list stored on this device. */
  clear: () => Promise<void>
  /** Whether lists can be stored here, as far as the store has found out. */
  state: () => StoreState
  subscribe: (listener: () => void) => () => void
}
