// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { listKinds } from '../src/model/list-kinds.ts'
import { loadTestGameId } from './data/load-test-game.ts'
import { getSampleGame, SAMPLE_GAMES, SAMPLE_NOW } from './data/sample-data.ts'
import { DAY, HOUR, MINUTE } from './data/units.ts'
import { newestFirst } from './newest-first.ts'
import { sampleClock } from './sample-clock.ts'
import { startTestServer, type TestServer } from './test-server.ts'

/** A day four weeks after the sample's, as a newcomer's clock might read. */
const TODAY = Date.parse('2026-11-29T17:04:29.500Z')
const PINNED = Date.parse(SAMPLE_NOW)

type Item = { upload_id: string; display_name: string; create_ts: string; complete: boolean }

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function list(env: Record<string, string>, gameId: string, kind = 'builds') {
  server = await startTestServer({ sampleNow: sampleClock(env, () => TODAY) })
  const { path, responseKey } = listKinds[kind as keyof typeof listKinds]
  const res = await fetch(`${server.origin}/cloud/games/${gameId}${path}`)
  return ((await res.json()) as Record<string, Item[]>)[responseKey]!
}

/** The realistic game's builds as the data writes them, in the order the API sends them. */
const written = () => newestFirst(getSampleGame(SAMPLE_GAMES.realistic)!.builds)

const times = (items: Item[]) => items.map((item) => Date.parse(item.create_ts))

describe('a reference API without REFERENCE_NOW', () => {
  it('serves uploads minutes old, some in progress, some this week', async () => {
    const builds = await list({}, SAMPLE_GAMES.realistic)
    const past = times(builds).filter((time) => time <= TODAY)
    expect(TODAY - Math.max(...past)).toBeLessThan(DAY)
    expect(TODAY - Math.max(...past)).toBeLessThanOrEqual(3 * MINUTE)
    const inProgress = builds.filter(
      (build, index) => !build.complete && TODAY - times(builds)[index]! < DAY,
    )
    expect(inProgress.map((build) => build.display_name)).toEqual(['nightly 2026-10-31'])
    expect(past.filter((time) => TODAY - time <= 7 * DAY).length).toBeGreaterThan(5)
  })

  it('moves only the times: ids, names and sizes are those the data is written with', async () => {
    const builds = await list({}, SAMPLE_GAMES.realistic)
    // By the clock's minute: the same lists for a whole minute.
    const shift = Math.floor(TODAY / MINUTE) * MINUTE - PINNED
    expect(builds).toEqual(
      written().map((build) => ({
        ...build,
        create_ts: new Date(Date.parse(build.create_ts) + shift).toISOString(),
      })),
    )
  })

  it('moves a load-test game with the rest', async () => {
    const sites = await list({}, loadTestGameId(1_000), 'sites')
    expect(TODAY - Math.max(...times(sites))).toBeLessThan(DAY)
  })
})

describe('a reference API with REFERENCE_NOW', () => {
  it('serves the fixed times, whatever the clock reads', async () => {
    const builds = await list({ REFERENCE_NOW: '2026-11-01T12:00:00Z' }, SAMPLE_GAMES.realistic)
    expect(builds).toEqual(written())
    expect(times(builds)).toContain(PINNED - 2 * MINUTE)
    expect(PINNED - 11 * HOUR).toBe(Date.parse(builds.find((build) => !build.complete)!.create_ts))
  })

  it('refuses a value that is not an RFC 3339 time, saying what to set', () => {
    expect(() => sampleClock({ REFERENCE_NOW: 'yesterday' })).toThrow(
      'REFERENCE_NOW=yesterday is not an RFC 3339 time such as 2026-11-01T12:00:00Z',
    )
  })
})
