import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import type { EarlyLoad } from '@/api/list-stream/list-load'
import { createQueryClient } from '@/api/query-client'
import type { LoadedConfig } from '@/api/runtime-config'
import { forgetGameNames } from '@/features/games/recent-games'
import { listQueries } from '@/features/lists/list-queries'
import { tokenStore } from '@/features/settings/token-store'
import { createViewStore, type ViewStore } from './view-state'
import type { ViewUrl } from './view-url'

/** What main.tsx made before the app loaded: each made once, and handed on from here. */
export type Boot = {
  loaded: LoadedConfig
  /** The view the URL named when the page opened, and what in it could not be read. */
  url: ViewUrl
  apiClient: ApiClient
  /** The request for that view's list, when it names a game. */
  initialList?: EarlyLoad | undefined
}

export type AppServices = { queryClient: QueryClient; apiClient: ApiClient; viewStore: ViewStore }

export function createAppServices({ apiClient, url }: Boot): AppServices {
  const queryClient = createQueryClient()
  // A token set, changed or forgotten, here or in another tab of this device: the lists read
  // with the old one leave the screen and the export at once, their requests stop (the first
  // list's too: listQueries.answered), and the open ones are asked for again with the new one.
  // The recent games' names were read with the old one too.
  tokenStore.subscribe(() => {
    forgetGameNames()
    void queryClient.resetQueries()
  })
  return { queryClient, apiClient, viewStore: createViewStore(url) }
}

/**
 * Puts the list the URL asks for into the query cache: the request main.tsx started becomes the
 * query's first fetch. Resolves when it has arrived (or failed), or at once when the URL names
 * no list.
 */
export function prefetchInitialView(
  { queryClient, apiClient }: AppServices,
  { url: { view }, initialList }: Boot,
): Promise<void> {
  if (view.game === null) return Promise.resolve()
  return queryClient.prefetchQuery(
    initialList
      ? listQueries.answered(apiClient, view.tab, view.game, initialList)
      : listQueries.list(apiClient, view.tab, view.game),
  )
}
