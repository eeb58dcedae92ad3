import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { findPolicyProblem } from '@/api/policy-problem'
import { ErrorBoundary } from '@/components/error-boundary'
import { App } from './app'
import { dropScreens } from '@/api/stored-lists/first-screen'
import { createAppServices, prefetchInitialView, type AppServices, type Boot } from './services'

/**
 * A list whose first items arrive within this long is shown in the first render, without a
 * skeleton flashing before it; a slower one gets the skeleton after this wait.
 */
const FIRST_RENDER_WAIT_MS = 150
/**
 * Over the last visit's screen (first-screen.ts) the first render waits for the list this long at
 * most: the stored list (100,000 builds take 200 to 400 ms to read from IndexedDB) or the API's
 * first items, so that screen gives way to the list, not to a skeleton.
 */
const FIRST_SCREEN_WAIT_MS = 3_000

/**
 * How long the first render waits: over a kept screen of the lists now kept (whose identity it
 * carries), for the list; else a moment. A kept screen of another identity goes at once.
 */
async function firstRenderWait({ clients }: AppServices): Promise<number> {
  const screen = document.querySelector<HTMLElement>('#root > [data-first-screen]')
  if (!screen) return FIRST_RENDER_WAIT_MS
  if (screen.dataset.firstScreen === clients.get().identity) {
    return FIRST_SCREEN_WAIT_MS
  }
  dropScreens()
  screen.replaceChildren()
  return FIRST_RENDER_WAIT_MS
}

/** Mounts the dashboard into `#root` (main.tsx loads this module once it has read the config). */
export async function start(boot: Boot) {
  // User Timing marks, for DevTools and the benchmark: where the time before the rows goes.
  performance.mark('app: started')
  const { loaded } = boot
  const services = createAppServices(boot)
  const policyProblem = findPolicyProblem(loaded.config.apiBaseUrl)
  const prefetched = prefetchInitialView(services, boot)
  const wait = await firstRenderWait(services)
  await Promise.race([prefetched, new Promise((resolve) => setTimeout(resolve, wait))])
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
