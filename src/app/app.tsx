import { QueryClientProvider } from '@tanstack/react-query'
import { ApiClientContext } from '../api/client-context'
import type { LoadedConfig } from '../api/runtime-config'
import { NowProvider } from '../components/now'
import { StaleAfterContext } from '../components/stale-rule'
import { TimeFormatContext, timeFormatPreference } from '../components/time-format'
import { staleAfterMs } from '../components/upload-status'
import { Dashboard } from './dashboard'
import type { AppServices } from './services'

export type AppProps = { loaded: LoadedConfig; services: AppServices }

export function App({ loaded, services }: AppProps) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiClientContext value={services.apiClient}>
        <NowProvider>
          <StaleAfterContext value={staleAfterMs(loaded.config.staleAfterHours)}>
            <TimeFormatContext value={timeFormatPreference.use()}>
              <Dashboard configGames={loaded.config.games} configProblem={loaded.problem} />
            </TimeFormatContext>
          </StaleAfterContext>
        </NowProvider>
      </ApiClientContext>
    </QueryClientProvider>
  )
}
