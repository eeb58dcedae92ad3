import { describe, expect, it } from 'vitest'
import { AUTO_REFRESH_MS, autoRefreshChoices } from './auto-refresh'

/** The API's limit per route: 128 GET requests per 15 minutes. */
const RATE_LIMIT = { requests: 128, windowMs: 15 * 60_000 }
/** A failing list costs its request plus two retries (src/api/query-client.ts). */
const WORST_REQUESTS_PER_REFRESH = 3

describe('AUTO_REFRESH_MS', () => {
  it('asks nothing when off, every 30 s or every 2 min otherwise', () => {
    expect(autoRefreshChoices.map((choice) => AUTO_REFRESH_MS[choice])).toEqual([
      false,
      30_000,
      120_000,
    ])
  })

  it('stays under the rate limit for every choice, even when every refresh is retried', () => {
    for (const choice of autoRefreshChoices) {
      const interval = AUTO_REFRESH_MS[choice]
      if (interval === false) continue
      const requests = Math.ceil(RATE_LIMIT.windowMs / interval) * WORST_REQUESTS_PER_REFRESH
      expect(requests, choice).toBeLessThan(RATE_LIMIT.requests)
    }
  })
})
