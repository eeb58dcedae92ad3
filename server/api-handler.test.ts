// @vitest-environment node
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiHandler } from './api-handler.ts'
import { loadTestGameId } from './data/load-test-game.ts'
import { FLEET_GAME_IDS, FLEET_GAMES, SAMPLE_GAMES } from './data/sample-data.ts'
import { RAY_ID, startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const get = (path: string, init?: RequestInit) => fetch(`${server.origin}${path}`, init)
const gamePath = (gameId: string, list: string) => `/cloud/games/${gameId}/${list}`

describe('list endpoints', () => {
  it.each([
    ['builds', 'builds'],
    ['cdn/sites', 'sites'],
    ['avatars', 'custom_avatars'],
  ])('GET %s wraps the items in `%s`, newest first', async (list, key) => {
    const res = await get(gamePath(SAMPLE_GAMES.realistic, list))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('rvt-ray-id')).toMatch(RAY_ID)
    const body = (await res.json()) as Record<string, { create_ts: string }[]>
    expect(Object.keys(body)).toEqual([key])
    const times = body[key]!.map((item) => Date.parse(item.create_ts))
    expect(times.length).toBeGreaterThan(0)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('keeps the stored order of items with equal timestamps', async () => {
    const { builds } = (await (await get(gamePath(SAMPLE_GAMES.realistic, 'builds'))).json()) as {
      builds: { display_name: string }[]
    }
    const names = builds.map((build) => build.display_name)
    expect(names.indexOf('Twin build B')).toBe(names.indexOf('Twin build A') + 1)
  })

  it('answers empty arrays for the empty game', async () => {
    const res = await get(gamePath(SAMPLE_GAMES.empty, 'cdn/sites'))
    expect(await res.json()).toEqual({ sites: [] })
  })

  it('decodes a percent-encoded game id and accepts upper case', async () => {
    const encoded = SAMPLE_GAMES.realistic.toUpperCase().replace(/-/g, '%2D')
    const res = await get(gamePath(encoded, 'builds'))
    expect(res.status).toBe(200)
  })

  it('serves 10,000 builds for the large game', async () => {
    const body = (await (await get(gamePath(SAMPLE_GAMES.large, 'builds'))).json()) as {
      builds: unknown[]
    }
    expect(body.builds).toHaveLength(10_000)
  })

  it('lists the games the way /cloud/games does', async () => {
    const body = (await (await get('/cloud/games')).json()) as {
      games: { game_id: string }[]
      groups: unknown[]
      watch: { index: string }
    }
    expect(body.games.map((game) => game.game_id)).toEqual([
      ...Object.values(SAMPLE_GAMES),
      ...FLEET_GAME_IDS,
      ...[1_000, 10_000, 100_000].map(loadTestGameId),
    ])
    expect(body.groups).toEqual([])
    expect(typeof body.watch.index).toBe('string')
  })
})

describe('errors', () => {
  async function expectError(res: Response, status: number, code: string) {
    expect(res.status).toBe(status)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toEqual({
      code,
      message: expect.any(String),
      ray_id: expect.stringMatching(RAY_ID),
      documentation: expect.stringMatching(/^https:\/\/rivet\.gg\/docs\/general\/errors\//),
    })
    expect(res.headers.get('rvt-ray-id')).toBe(body.ray_id)
    return body
  }

  it('answers 400 API_BAD_QUERY when the game id is not a UUID', async () => {
    await expectError(await get(gamePath('space-raiders', 'builds')), 400, 'API_BAD_QUERY')
    await expectError(await get(gamePath('%E0%A4%A', 'builds')), 400, 'API_BAD_QUERY')
  })

  it('answers 404 API_NOT_FOUND for an unknown game', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const body = await expectError(await get(gamePath(unknown, 'avatars')), 404, 'API_NOT_FOUND')
    expect(body.message).toBe('Game not found.')
  })

  it.each(['builds', 'cdn/sites', 'avatars'])(
    "answers 500 ERROR for the failing fleet game's %s, as the service fails",
    async (list) => {
      const res = await get(gamePath(FLEET_GAMES.failing, list))
      const body = await expectError(res, 500, 'ERROR')
      expect(body.message).toBe('An internal error occurred.')
      expect(body.documentation).toBe('https://rivet.gg/docs/general/errors/error')
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      const upper = FLEET_GAMES.failing.toUpperCase()
      await expectError(await get(gamePath(upper, list)), 500, 'ERROR')
    },
  )

  it('answers 404 API_NOT_FOUND for unknown routes under /cloud', async () => {
    await expectError(await get('/cloud/nothing-here'), 404, 'API_NOT_FOUND')
    await expectError(await get(gamePath(SAMPLE_GAMES.realistic, 'cdn')), 404, 'API_NOT_FOUND')
  })

  it('answers 405 for methods other than GET', async () => {
    const res = await get(gamePath(SAMPLE_GAMES.realistic, 'builds'), { method: 'POST' })
    await expectError(res, 405, 'API_METHOD_NOT_ALLOWED')
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('gives every request its own ray id', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await get('/cloud/games')).headers.get('rvt-ray-id')),
    )
    expect(new Set(ids).size).toBe(3)
  })
})

it('answers CORS preflights with 204 and exposes the ray id', async () => {
  const res = await get(gamePath(SAMPLE_GAMES.realistic, 'builds'), {
    method: 'OPTIONS',
    headers: { Origin: 'http://elsewhere.test', 'Access-Control-Request-Headers': 'authorization' },
  })
  expect(res.status).toBe(204)
  expect(res.headers.get('access-control-allow-origin')).toBe('*')
  expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i)
  expect(res.headers.get('access-control-expose-headers')).toMatch(/rvt-ray-id/)
  expect(res.headers.get('timing-allow-origin')).toBe('*')
})

it('hands paths it does not own to next()', async () => {
  const handler = createApiHandler({ publicOrigin: () => 'http://localhost' })
  const passthrough = createServer((req, res) => handler(req, res, () => res.end('next')))
  await new Promise<void>((resolve) => passthrough.listen(0, '127.0.0.1', resolve))
  const { port } = passthrough.address() as AddressInfo
  const res = await fetch(`http://127.0.0.1:${port}/index.html`)
  expect(await res.text()).toBe('next')
  passthrough.closeAllConnections()
  await new Promise((resolve) => passthrough.close(resolve))
})

describe('without a token, only requests addressed to this machine', () => {
  /** A GET with this Host header, as a page on a name that DNS points here would send it. */
  const getAs = (host: string, path: string) =>
    new Promise<{ status: number; cors: string | undefined }>((resolve, reject) => {
      const url = new URL(`${server.origin}${path}`)
      const request = httpRequest(
        { hostname: url.hostname, port: url.port, path: url.pathname, headers: { host } },
        (res) => {
          res.resume()
          resolve({ status: res.statusCode ?? 0, cors: res.headers['access-control-allow-origin'] })
        },
      )
      request.on('error', reject)
      request.end()
    })

  it.each(['attacker.example', 'attacker.example:8787', '127.0.0.1.attacker.example'])(
    'refuses Host %s with 403 (DNS rebinding)',
    async (host) => {
      const { status } = await getAs(host, gamePath(SAMPLE_GAMES.realistic, 'builds'))
      expect(status).toBe(403)
    },
  )

  it.each(['localhost:8787', '127.0.0.1', '[::1]:8787', 'LOCALHOST'])(
    'answers Host %s',
    async (host) => {
      const { status } = await getAs(host, gamePath(SAMPLE_GAMES.realistic, 'builds'))
      expect(status).toBe(200)
    },
  )
})
