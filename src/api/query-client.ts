import { QueryClient, type Query, type QueryObserverOptions } from '@tanstack/react-query'
import { ApiError, NetworkError } from './errors'

/** The longest `retry-after` the dashboard waits out by itself before asking the operator. */
const LONGEST_AUTOMATIC_WAIT_MS = 120_000

const isRateLimit = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429

/**
 * Only failures that can pass by themselves are retried: a dropped connection or a failing
 * server twice, a rate limit once after the wait the API asked for. Not a 404, an expired token,
 * a malformed body, a timeout (that already took 15 s), or a list past its time limit.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isRateLimit(error)) {
    return failureCount < 1 && (error.retryAfterMs ?? 0) <= LONGEST_AUTOMATIC_WAIT_MS
  }
  const transient =
    (error instanceof NetworkError && !error.redirected) ||
    (error instanceof ApiError && error.status >= 500)
  return transient && failureCount < 2
}

export function retryDelay(failureCount: number, error: unknown): number {
  if (isRateLimit(error)) return error.retryAfterMs ?? 1000
  return Math.min(1000 * 2 ** failureCount, 30_000)
}

/**
 * How the dashboard's queries behave, whichever QueryClient runs them: the panel applies these
 * to its own keys (they start with the API's base URL) on a host's client too.
 */
export const dashboardQueryDefaults = {
  staleTime: 30_000,
  retry: shouldRetry,
  retryDelay,
  // A list that failed is asked for again by the operator (Retry), not by a remount: the
  // first request is often made before React mounts (see src/app/start.tsx).
  retryOnMount: false,
  // Coming back to the page refreshes a list older than `staleTime` (so a quick look at
  // another window asks nothing). A failed one waits for Retry, as on remount: a refused
  // token or an unknown game would only fail again at every look.
  refetchOnWindowFocus: (query: Query) => query.state.status === 'success',
} satisfies Omit<QueryObserverOptions, 'queryKey'>

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: dashboardQueryDefaults } })
}
