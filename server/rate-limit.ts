import { ApiError } from './errors.ts'

/**
 * The real service's limit: 128 GET requests per 15 minutes per route and client (CONTRACT.md).
 * The reference API counts as it does when asked to (`REFERENCE_RATE_LIMIT`, or a test's server),
 * so that a client's manners can be checked against it; by default it counts nothing.
 */
export type RateLimitOptions = {
  /** GET requests a client may make of one route in a window. */
  requests: number
  windowMs?: number
  /** The clock the window runs on (a test's own, to move 15 minutes on at once). */
  now?: () => number
}

export const RATE_LIMIT_WINDOW_MS = 15 * 60_000

/**
 * Counts each request of a route (`builds`, whatever the game) by client (its token, or its
 * address without one), and throws the real service's 429 `API_RATE_LIMIT`, with `retry-after`
 * as an HTTP date, once a client has used the window's requests up.
 */
export function createRateLimit({
  requests,
  windowMs = RATE_LIMIT_WINDOW_MS,
  now = Date.now,
}: RateLimitOptions) {
  const asked = new Map<string, number[]>()
  return (route: string, client: string): void => {
    const key = `${client} ${route}`
    const time = now()
    const recent = (asked.get(key) ?? []).filter((at) => at > time - windowMs)
    if (recent.length >= requests) {
      asked.set(key, recent)
      // Whole seconds, rounded up: an HTTP date has no finer ones.
      const freeAt = Math.ceil((recent[0]! + windowMs) / 1000) * 1000
      throw new ApiError(
        'API_RATE_LIMIT',
        `Too many requests: at most ${requests} per ${windowMs / 60_000} minutes on this route.`,
        { 'retry-after': new Date(freeAt).toUTCString() },
      )
    }
    asked.set(key, [...recent, time])
  }
}
