import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { findPolicyProblem } from '@/api/policy-problem'
import { ErrorBoundary } from '@/components/error-boundary'
import { App } from './app'
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
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ErrorBoundary what="the dashboard">
        <App loaded={problem ? { ...loaded, problem } : loaded} services={services} />
      </ErrorBoundary>
    </StrictMode>,
  )
}
