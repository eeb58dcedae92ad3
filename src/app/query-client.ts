import { QueryClient } from '@tanstack/react-query'
import { ApiError, NetworkError } from '../api/errors'

/** Only failures that can pass by themselves are retried: not a 404, not a malformed body. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient =
    error instanceof NetworkError || (error instanceof ApiError && error.status >= 500)
  return transient && failureCount < 2
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  })
}
