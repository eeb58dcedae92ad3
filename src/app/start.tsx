import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { findPolicyProblem, loadRuntimeConfig } from '../api/runtime-config'
import { ErrorBoundary } from '../components/error-boundary'
import { queryFailure } from '../components/query-view'
import { App } from './app'
import { createAppServices, prefetchInitialView } from './services'

/**
 * A list that arrives within this long is shown in the first render, without a skeleton
 * flashing before it; a slower one gets the skeleton after this wait.
 */
const FIRST_RENDER_WAIT_MS = 150

/** Mounts the dashboard into `#root` (main.tsx loads this module once the first request is out). */
export async function start() {
  const loaded = await loadRuntimeConfig()
  const services = createAppServices(loaded.config)
  const policyProblem = findPolicyProblem(loaded.config.apiBaseUrl)
  // The failure alerts come alongside the first list, not before it: they never hold the first
  // rows back, and they are in before a failure that comes back later needs them.
  const failureAlerts = queryFailure.preload()
  await Promise.race([
    prefetchInitialView(services, window.location.search),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ])
  // A first list that has already failed is shown as such in the first render, not after a
  // skeleton while the alerts' module arrives.
  const failed = services.queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.fetchFailureCount > 0)
  if (failed) await failureAlerts
  const problem = loaded.problem ?? (await policyProblem)
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ErrorBoundary what="the dashboard">
        <App loaded={problem ? { ...loaded, problem } : loaded} services={services} />
      </ErrorBoundary>
    </StrictMode>,
  )
}
