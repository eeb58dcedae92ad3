import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { findPolicyProblem } from '../api/policy-problem'
import { ErrorBoundary } from '../components/error-boundary'
import { preloadDeferredParts } from '../features/upload-lists/deferred-parts'
import { queryFailure } from '../features/upload-lists/failures/query-view'
import { App } from './app'
import { noGame } from './panel-view'
import { createAppServices, prefetchInitialView, type Boot } from './services'

/**
 * A list whose first items arrive within this long is shown in the first render, without a
 * skeleton flashing before it; a slower one gets the skeleton after this wait.
 */
const FIRST_RENDER_WAIT_MS = 150

/** Mounts the dashboard into `#root` (main.tsx loads this module once the first request is out). */
export async function start(boot: Boot) {
  // User Timing marks, for DevTools and the benchmark: where the time before the rows goes.
  performance.mark('app: started')
  const { loaded } = boot
  const services = createAppServices(boot)
  const policyProblem = findPolicyProblem(loaded.config.apiBaseUrl)
  // The failure alerts come alongside the first list, not before it: they never hold the first
  // rows back, and they are in before a failure that comes back later needs them.
  const failureAlerts = queryFailure.preload()
  const deferredParts = preloadDeferredParts()
  // Error bodies are read by their own module: in before an error needs it, not before the rows.
  void import('../api/decode-error').catch(() => undefined)
  await Promise.race([
    prefetchInitialView(services, boot),
    ...(boot.initialList ? [boot.initialList.firstItems] : []),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ])
  // A first list that has already failed is shown as such in the first render, not after a
  // skeleton while the alerts' module arrives.
  const queries = services.queryClient.getQueryCache().getAll()
  const failed = queries.some((query) => query.state.fetchFailureCount > 0)
  const arrived = queries.some((query) => query.state.status === 'success')
  // What the first screen shows renders in the first paint, not after its chunk arrives: the
  // alert of a list that failed, the start page, or the parts of a list that arrived. A list
  // still on its way shows its skeleton meanwhile; a failure waits for nothing else (a rate
  // limit's countdown starts at once).
  if (failed) await failureAlerts
  else if (boot.view.game === undefined) await noGame.preload()
  else if (arrived) await deferredParts
  const problem = loaded.problem ?? (await policyProblem)
  performance.mark('app: first render')
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ErrorBoundary what="the dashboard">
        <App loaded={problem ? { ...loaded, problem } : loaded} services={services} />
      </ErrorBoundary>
    </StrictMode>,
  )
}
