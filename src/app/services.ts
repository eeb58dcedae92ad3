import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import { createQueryClient } from '@/api/query-client'
import type { LoadedConfig } from '@/api/runtime-config'
import { forgetGameNames } from '@/features/games/recent-games'
import { listQueries } from '@/features/lists/list-queries'
import { createStoredLists } from '@/api/stored-lists/stored-lists'
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
  apiClient: ApiClient
  /** What the API client reads its token from: the lists kept on this device are kept per token. */
  getToken: () => string | undefined
}

export type AppServices = { queryClient: QueryClient; apiClient: ApiClient; viewStore: ViewStore }

export function createAppServices({ apiClient: booted, url, loaded, getToken }: Boot): AppServices {
  const queryClient = createQueryClient()
  // The standalone page keeps its lists on this device unless the operator turns it off; in an
  // iframe (`?embed=1`), as in the other embedded forms, only when the host asks (`?persist=1`).
  // Made here, in the app's code, not in the entry: the persister brings React Query's core and
  // IndexedDB's wrapper, which the entry (small, evaluated before React) should not carry.
  const page = readPageOptions(window.location.search)
  const keeps = !page.embed || page.persist
  const apiClient: ApiClient = {
    ...booted,
    storedLists: createStoredLists({
      apiUrl: loaded.config.apiBaseUrl,
      getToken,
      enabled: () => keeps && storeListsPreference.get() === 'on',
    }),
  }
  // A token set, changed or forgotten, here or in another tab of this device: the lists read
  // with the old one leave the screen and the export at once, their requests stop (the first
  // list's too), and the open ones are asked for again with the new one. The recent games'
  // names were read with the old one too, and the lists this device kept go with the token.
  tokenStore.subscribe(() => {
    forgetGameNames()
    void apiClient.storedLists?.clear()
    void queryClient.resetQueries()
  })
  return { queryClient, apiClient, viewStore: createViewStore(url) }
}

/**
 * Prefetches the list the URL names (React Query's prefetch of the query its table observes:
 * the list's one way into the cache). Resolves once the list has something to show, its first
 * items, the whole list or its failure; at once when the URL names no list.
 */
export function prefetchInitialView(
  { queryClient, apiClient }: AppServices,
  { url: { view } }: Boot,
): Promise<void> {
  if (view.game === null) return Promise.resolve()
  const options = listQueries.list(apiClient, view.tab, view.game)
  let unsubscribe = () => {}
  return new Promise<void>((resolve) => {
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.getQueryData(options.queryKey) !== undefined) resolve()
    })
    void queryClient.prefetchQuery(options).then(resolve)
  }).finally(() => unsubscribe())
}
