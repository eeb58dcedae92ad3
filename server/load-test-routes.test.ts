// @vitest-environment node
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BuildQueue } from './build-queue.ts'
import type * as generators from './data/generated-game.ts'
import { loadTestGameId } from './data/load-test-game.ts'
import type * as json from './json-body.ts'
import { startTestServer, type TestServer } from './test-server.ts'

// What the server makes, in order: a build list's items, its body, the body's gzip form.
const made = vi.hoisted(() => [] as string[])
vi.mock('./data/generated-game.ts', async (importOriginal) => {
  const original = await importOriginal<typeof generators>()
  return {
    ...original,
    buildSteps: function* (...args: Parameters<typeof original.buildSteps>) {
      made.push(`items ${args[0]}`)
      const builds = yield* original.buildSteps(...args)
      made.push(`items ${args[0]} made`)
      return builds
    },
  }
})
vi.mock('./json-body.ts', async (importOriginal) => {
  const original = await importOriginal<typeof json>()
  const traced = async <T>(what: string, make: () => Promise<T>) => {
    made.push(what)
    const value = await make()
    made.push(`${what} made`)
    return value
  }
  return {
    ...original,
    serialiseList: (...args: Parameters<typeof original.serialiseList>) =>
      traced(`body ${args[1].length}`, () => original.serialiseList(...args)),
    jsonBody: (identity: Buffer) => {
      const body = original.jsonBody(identity)
      let gzipped: Promise<Buffer> | undefined
      return { identity, gzip: () => (gzipped ??= traced('gzip', body.gzip)) }
    },
  }
})

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

describe('load-test lists asked for at once', () => {
  const buildsPath = (count: number) => listPath(loadTestGameId(count), 'builds')

  /** A server whose queue holds `capacity` items, and a job that fills it until released. */
  async function busyServer(capacity: number) {
    const builds = new BuildQueue(capacity)
    const started = await startTestServer({ builds })
    let release = () => {}
    const fill = () => builds.run(capacity, () => new Promise<void>((done) => (release = done)))
    return { builds, started, fill, release: () => release() }
  }

  it('are made one after another, each with its bodies, when together they are too big', async () => {
    // Three lists of which no two fit at once, as six million-item lists do not in a real server.
    const counts = [20_000, 19_999, 19_998]
    const server = await startTestServer({ builds: new BuildQueue(20_000) })
    try {
      made.length = 0
      const answers = await Promise.all(
        counts.map((count) => fetch(server.origin + buildsPath(count))),
      )
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200])
      // In the order the server took them, whichever that was.
      const order = made.flatMap((event) => /^items (\d+)$/.exec(event)?.[1] ?? [])
      expect(order.map(Number).sort()).toEqual([...counts].sort())
      expect(made).toEqual(
        order.flatMap((count) => [
          `items ${count}`,
          `items ${count} made`,
          `body ${count}`,
          `body ${count} made`,
          'gzip',
          'gzip made',
        ]),
      )
    } finally {
      await server.close()
    }
  })

  it('wait their turn, but a list already made is sent at once', async () => {
    const { builds, started, fill, release } = await busyServer(1_000)
    try {
      expect((await fetch(started.origin + buildsPath(40))).status).toBe(200)
      const busy = fill()
      expect((await fetch(started.origin + buildsPath(40))).status).toBe(200)
      const waiting = fetch(started.origin + buildsPath(41))
      await vi.waitFor(() => expect(builds.length).toBe(1), { timeout: 30_000 })
      expect(made).not.toContain('items 41')
      release()
      await busy
      const res = await waiting
      expect(res.status).toBe(200)
      expect(((await res.json()) as { builds: unknown[] }).builds).toHaveLength(41)
    } finally {
      await started.close()
    }
  })

  it('are never made for a client that went away while it waited', async () => {
    const errors = vi.spyOn(console, 'error')
    const { builds, started, fill, release } = await busyServer(1_000)
    try {
      const busy = fill()
      const client = request(started.origin + buildsPath(42))
      client.on('error', () => {})
      client.end()
      await vi.waitFor(() => expect(builds.length).toBe(1), { timeout: 30_000 })
      client.destroy()
      await vi.waitFor(() => expect(builds.length).toBe(0), { timeout: 30_000 })
      release()
      await busy
      expect(made).not.toContain('items 42')
      expect(errors).not.toHaveBeenCalled()
    } finally {
      await started.close()
    }
  })
})
