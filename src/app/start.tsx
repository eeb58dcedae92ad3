import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { findPolicyProblem } from '@/api/policy-problem'
import { ErrorBoundary } from '@/components/error-boundary'
import { Dashboard } from './dashboard'
import { createAppServices, prefetchInitialView, type Boot } from './services'

/**
 * A list whose first items arrive within this long is shown in the first render, without a
 * skeleton flashing before it; a slower one gets the skeleton after this wait.
 */
const FIRST_RENDER_WAIT_MS = 150

/** Mounts the dashboard into `#root` (main.tsx loads this module once it has read the config). */
export async function start(boot: Boot) {
  // User Timing marks, for DevTools and the benchmark: where the time before the rows goes.
  performance.mark('app: started')
  const { loaded } = boot
  const services = createAppServices(boot)
  await Promise.race([
    prefetchInitialView(services, boot),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ])
  const problem = loaded.problem ?? findPolicyProblem(loaded.config.apiBaseUrl)
  performance.mark('app: first render')
  // The header's token form shares the panel's QueryClient: a new token refetches what failed.
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ErrorBoundary what="the dashboard">
        <QueryClientProvider client={services.queryClient}>
          <Dashboard config={loaded.config} services={services} configProblem={problem} />
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  )
}
