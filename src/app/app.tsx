import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createApiClient } from '../api/client'
import { ApiClientContext } from '../api/client-context'
import type { LoadedConfig } from '../api/runtime-config'
import { NowProvider } from '../components/now'
import { tokenStore } from '../features/settings/token-store'
import { Dashboard } from './dashboard'
import { createQueryClient } from './query-client'

export type AppProps = { loaded: LoadedConfig }

export function App({ loaded }: AppProps) {
  const [queryClient] = useState(createQueryClient)
  const [apiClient] = useState(() =>
    createApiClient({ baseUrl: loaded.config.apiBaseUrl, getToken: tokenStore.get }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext value={apiClient}>
        <NowProvider>
          <Dashboard configGames={loaded.config.games} configProblem={loaded.problem} />
        </NowProvider>
      </ApiClientContext>
    </QueryClientProvider>
  )
}
