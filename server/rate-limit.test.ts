// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_GAMES } from './data/sample-data.ts'
import { RATE_LIMIT_WINDOW_MS } from './rate-limit.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('the reference API, counting as the real service does', () => {
  it('answers 429 API_RATE_LIMIT past the limit of a route, with retry-after as an HTTP date, until the window frees', async () => {
    let now = Date.parse('2026-11-01T12:00:00Z')
    server = await startTestServer({ rateLimit: { requests: 2, now: () => now } })
    const get = (path: string, token = 'a') =>
      fetch(`${server!.origin}/cloud/games/${path}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    expect((await get(`${SAMPLE_GAMES.realistic}/builds`)).status).toBe(200)
    now += 60_000
    // Per route, whatever the game.
    expect((await get(`${SAMPLE_GAMES.empty}/builds`)).status).toBe(200)
    const limited = await get(`${SAMPLE_GAMES.realistic}/builds`)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({
      code: 'API_RATE_LIMIT',
      message: 'Too many requests: at most 2 per 15 minutes on this route.',
    })
    // Free again when the first request leaves the window.
    expect(limited.headers.get('retry-after')).toBe('Sun, 01 Nov 2026 12:15:00 GMT')
    // Another route, and another client, have their own counts.
    expect((await get(`${SAMPLE_GAMES.realistic}/avatars`)).status).toBe(200)
    expect((await get(`${SAMPLE_GAMES.realistic}/builds`, 'b')).status).toBe(200)
    now = Date.parse('2026-11-01T12:00:00Z') + RATE_LIMIT_WINDOW_MS + 1
    expect((await get(`${SAMPLE_GAMES.realistic}/builds`)).status).toBe(200)
    expect((await get(`${SAMPLE_GAMES.realistic}/builds`)).status).toBe(429)
  })

  it('counts nothing by default', async () => {
    server = await startTestServer()
    for (let request = 0; request < 140; request++) {
      const response = await fetch(`${server.origin}/cloud/games/${SAMPLE_GAMES.empty}/cdn/sites`)
      expect(response.status).toBe(200)
    }
  })
})
