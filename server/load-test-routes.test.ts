// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadTestGameId } from './data/load-test-game.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const get = (path: string) => fetch(`${server.origin}${path}`)
const listPath = (gameId: string, list: string) => `/cloud/games/${gameId}/${list}`

type Item = { upload_id: string; create_ts: string; complete: boolean; url?: string }

async function items(gameId: string, list: string, key: string): Promise<Item[]> {
  const res = await get(listPath(gameId, list))
  expect(res.status).toBe(200)
  return ((await res.json()) as Record<string, Item[]>)[key]!
}

describe('load-test games', () => {
  it.each([
    ['builds', 'builds'],
    ['cdn/sites', 'sites'],
    ['avatars', 'custom_avatars'],
  ])('serve N %s in `%s`, newest first', async (list, key) => {
    const served = await items(loadTestGameId(1_000), list, key)
    expect(served).toHaveLength(1_000)
    const times = served.map((item) => Date.parse(item.create_ts))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('serve the same items every time, and other items for another size', async () => {
    const first = await items(loadTestGameId(1_000), 'builds', 'builds')
    expect(await items(loadTestGameId(1_000), 'builds', 'builds')).toEqual(first)
    const other = await items(loadTestGameId(999), 'builds', 'builds')
    expect(other[0]?.upload_id).not.toBe(first[0]?.upload_id)
  })

  it('serve empty lists for N = 0 and accept upper case', async () => {
    expect(await items(loadTestGameId(0), 'avatars', 'custom_avatars')).toEqual([])
    expect(await items(loadTestGameId(3).toUpperCase(), 'builds', 'builds')).toHaveLength(3)
  })

  it('answer 404 above 1,000,000 items and say so', async () => {
    const res = await get(listPath(loadTestGameId(1_000_001), 'builds'))
    expect(res.status).toBe(404)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('API_NOT_FOUND')
    expect(body.message).toMatch(/serves at most 1,000,000 items per list/)
  })

  it('leave malformed ids to the usual 400 and 404', async () => {
    const notHex = '10ad7e57-0000-4000-8000-00000000100x'
    expect((await get(listPath(notHex, 'builds'))).status).toBe(400)
    const notDecimal = '10ad7e57-0000-4000-8000-0000000010ab'
    const res = await get(listPath(notDecimal, 'builds'))
    expect(res.status).toBe(404)
    expect(((await res.json()) as { message: string }).message).toBe('Game not found.')
  })

  it('serve an image for every complete avatar', async () => {
    const avatars = await items(loadTestGameId(50), 'avatars', 'custom_avatars')
    const complete = avatars.filter((avatar) => avatar.complete)
    expect(complete.length).toBeGreaterThan(0)
    for (const avatar of complete.slice(0, 5)) {
      expect(avatar.url).toBe(
        `${server.origin}/sample-avatars/${loadTestGameId(50)}/${avatar.upload_id}.png`,
      )
      const res = await fetch(avatar.url!)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
    }
    const noSuchGame = `/sample-avatars/${loadTestGameId(2_000_000)}/${complete[0]!.upload_id}.png`
    expect((await get(noSuchGame)).status).toBe(404)
  })

  it('are listed by /cloud/games after the fixed games, named by size', async () => {
    const { games } = (await (await get('/cloud/games')).json()) as {
      games: { game_id: string; display_name: string }[]
    }
    expect(games.slice(-3)).toEqual([
      expect.objectContaining({
        game_id: loadTestGameId(1_000),
        display_name: 'Load test, 1,000 items',
      }),
      expect.objectContaining({
        game_id: loadTestGameId(10_000),
        display_name: 'Load test, 10,000 items',
      }),
      expect.objectContaining({
        game_id: loadTestGameId(100_000),
        display_name: 'Load test, 100,000 items',
      }),
    ])
  })
})
