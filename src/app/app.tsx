import { QueryClientProvider } from '@tanstack/react-query'
import type { LoadedConfig } from '@/api/runtime-config'
import { Dashboard } from './dashboard'
import type { AppServices } from './services'

export type AppProps = { loaded: LoadedConfig; services: AppServices }

/**
 * The standalone app: the dashboard page with the runtime config and the services start made.
 * The header's token form shares the panel's QueryClient (a new token refetches what failed).
 */
export function App({ loaded, services }: AppProps) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <Dashboard config={loaded.config} services={services} configProblem={loaded.problem} />
    </QueryClientProvider>
  )
}
