import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import { clientKey } from '@/api/query-keys'
import { createQueryClient } from '@/api/query-client'
import type { LoadedConfig } from '@/api/runtime-config'
import { forgetGameNames } from '@/features/games/recent-games'
import { listQueries } from '@/features/lists/list-queries'
import {
  createStoredLists,
  dropListsKeptBefore,
  type StoredLists,
} from '@/api/stored-lists/stored-lists'
import { storeListsPreference } from '@/features/settings/stored-lists-setting'
import { tokenStore } from '@/features/settings/token-store'
import { readPageOptions } from './page-options'
import { createViewStore, type ViewStore } from './view-state'
import type { ViewUrl } from './view-url'

/** What main.tsx made before the app loaded: each made once, and handed on from here. */
export type Boot = {
  loaded: LoadedConfig
  /** The view the URL named when the page opened, and what in it could not be read. */
  url: ViewUrl
  /** The API client of a token, which it alone sends. */
  clientFor: (token: string | undefined, storedLists?: StoredLists) => ApiClient
  getToken: () => string | undefined
}

/** The API client of the token now: a token set, changed or forgotten makes another. */
export type ClientStore = { get: () => ApiClient; subscribe: (listener: () => void) => () => void }

export type AppServices = { queryClient: QueryClient; clients: ClientStore; viewStore: ViewStore }

export function createAppServices({ clientFor, url, getToken }: Boot): AppServices {
  const queryClient = createQueryClient()
  // The standalone page keeps its lists on this device unless the operator turns it off; in an
  // iframe (`?embed=1`), as in the other embedded forms, only when the host asks (`?persist=1`).
  const page = readPageOptions(window.location.search)
  const keeps = !page.embed || page.persist
  if (!keeps) void dropListsKeptBefore()
  const clientNow = () =>
    clientFor(
      getToken(),
      createStoredLists({ enabled: () => keeps && storeListsPreference.get() === 'on' }),
    )
  let client = clientNow()
  const listeners = new Set<() => void>()
  // A token set, changed or forgotten, here or in another tab of this device: the lists read
  // with the old one leave the screen and the export at once, their requests stop (the first
  // list's too), and the open ones are asked for again with the new one's client. The recent
  // games' names were read with the old one too, and the lists this device kept go with it.
  tokenStore.subscribe(() => {
    const earlier = client
    client = clientNow()
    forgetGameNames()
    void earlier.storedLists?.close()
    queryClient.removeQueries({ queryKey: clientKey(earlier) })
    listeners.forEach((listener) => listener())
  })
  const clients: ClientStore = {
    get: () => client,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  return { queryClient, clients, viewStore: createViewStore(url) }
}

/**
 * Prefetches the list the URL names (React Query's prefetch of the query its table observes:
 * the list's one way into the cache). Resolves once the list has something to show, its first
 * items, the whole list or its failure; at once when the URL names no list.
 */
export function prefetchInitialView(
  { queryClient, clients }: AppServices,
  { url: { view } }: Boot,
): Promise<void> {
  if (view.game === null) return Promise.resolve()
  const options = listQueries.list(clients.get(), view.tab, view.game)
  let unsubscribe = () => {}
  return new Promise<void>((resolve) => {
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.getQueryData(options.queryKey) !== undefined) resolve()
    })
    void queryClient.prefetchQuery(options).then(resolve)
  }).finally(() => unsubscribe())
}
