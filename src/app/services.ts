import type { QueryClient } from '@tanstack/react-query'
import { createApiClient, type ApiClient } from '../api/client'
import type { RuntimeConfig } from '../api/runtime-config'
import { tokenStore } from '../features/settings/token-store'
import { assetTabs } from './asset-kinds'
import { createQueryClient } from './query-client'
import { readViewState } from './view-url'

export type AppServices = { queryClient: QueryClient; apiClient: ApiClient }

export function createAppServices(config: RuntimeConfig): AppServices {
  return {
    queryClient: createQueryClient(),
    apiClient: createApiClient({ baseUrl: config.apiBaseUrl, getToken: tokenStore.get }),
  }
}

/**
 * Starts loading the list the URL asks for before React has mounted anything; resolves when it
 * has arrived (or failed), or at once when the URL names no list.
 */
export function prefetchInitialView(
  { queryClient, apiClient }: AppServices,
  search: string,
): Promise<void> {
  const view = readViewState(search)
  const tab = assetTabs.find((candidate) => candidate.id === view.tab)
  if (view.game === undefined || !tab) return Promise.resolve()
  return tab.prefetch(queryClient, apiClient, view.game)
}
