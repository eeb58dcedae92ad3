// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as generators from './generated-game.ts'
import {
  avatarSteps,
  buildSteps,
  generateAvatars,
  generateBuilds,
  siteSteps,
} from './generated-game.ts'
import {
  hasLoadTestAvatarImage,
  loadTestGame,
  loadTestGameId,
  loadTestWireGame,
  MAX_LOAD_TEST_ITEMS,
  parseLoadTestGameId,
  loadTestList,
} from './load-test-game.ts'
import { getSampleGame, SAMPLE_NOW } from './sample-data.ts'

// Spies that still generate, to see which lists a request makes.
vi.mock('./generated-game.ts', async (importOriginal) => {
  const original = await importOriginal<typeof generators>()
  return {
    ...original,
    buildSteps: vi.fn(original.buildSteps),
    siteSteps: vi.fn(original.siteSteps),
    avatarSteps: vi.fn(original.avatarSteps),
  }
})

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const now = new Date(SAMPLE_NOW)

describe('ids', () => {
  it('end in the count as 12 decimal digits and are v4 UUIDs', () => {
    expect(loadTestGameId(100_000)).toBe('10ad7e57-0000-4000-8000-000000100000')
    for (const count of [0, 1, 1_000, MAX_LOAD_TEST_ITEMS, 999_999_999_999]) {
      expect(loadTestGameId(count)).toMatch(UUID_V4)
      expect(parseLoadTestGameId(loadTestGameId(count))).toBe(count)
    }
  })

  it('parse upper case and refuse anything else', () => {
    expect(parseLoadTestGameId('10AD7E57-0000-4000-8000-000000001000')).toBe(1_000)
    for (const other of [
      '10ad7e57-0000-4000-8000-00000000100a',
      '10ad7e57-0000-4000-8000-1000',
      '10ad7e57-0000-4000-9000-000000001000',
      'b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c',
    ]) {
      expect(parseLoadTestGameId(other)).toBeUndefined()
    }
  })

  it('cannot be built for counts that do not fit', () => {
    for (const bad of [-1, 1.5, Number.NaN, 10 ** 12]) {
      expect(() => loadTestGameId(bad)).toThrow(RangeError)
    }
  })

  it('accept a million but nothing above, without generating anything', () => {
    vi.mocked(buildSteps).mockClear()
    expect(getSampleGame(loadTestGameId(MAX_LOAD_TEST_ITEMS))?.game.game_id).toBe(
      loadTestGameId(MAX_LOAD_TEST_ITEMS),
    )
    expect(getSampleGame(loadTestGameId(MAX_LOAD_TEST_ITEMS + 1))).toBeUndefined()
    expect(buildSteps).not.toHaveBeenCalled()
  })
})

it('names the game after its size', () => {
  expect(loadTestWireGame(100_000).display_name).toBe('Load test, 100,000 items')
  expect(loadTestWireGame(1).display_name).toBe('Load test, 1 item')
  expect(loadTestWireGame(0).display_name).toBe('Load test, 0 items')
})

describe('lists', () => {
  beforeEach(() => vi.clearAllMocks())

  it('have the count asked for, and are the same for the same count', () => {
    const game = loadTestGame(1_000, now)
    expect([game.builds.length, game.sites.length, game.avatars.length]).toEqual([1000, 1000, 1000])
    const fresh = {
      builds: generateBuilds(1_000, 0, now),
      avatars: generateAvatars(1_000, 0, now),
    }
    expect(loadTestGame(1_000, now).builds).toBe(game.builds)
    expect(fresh.builds).not.toEqual(game.builds)
    expect(game.builds).not.toEqual(loadTestGame(1_001, now).builds.slice(0, 1_000))
    expect(loadTestGame(0, now)).toMatchObject({ builds: [], sites: [], avatars: [] })
  })

  it('are generated one at a time, on first read', () => {
    const game = loadTestGame(1_234, now)
    expect(game.game.display_name).toBe('Load test, 1,234 items')
    expect(buildSteps).not.toHaveBeenCalled()
    void game.builds
    void game.builds
    expect(buildSteps).toHaveBeenCalledTimes(1)
    expect(siteSteps).not.toHaveBeenCalled()
    expect(avatarSteps).not.toHaveBeenCalled()
  })

  it('are made with other work let in between when asked for by the API, once however often', async () => {
    let ranBetween = false
    setImmediate(() => void (ranBetween = true))
    const [one, two] = await Promise.all([
      loadTestList(25_000, 'builds', now),
      loadTestList(25_000, 'builds', now),
    ])
    expect(ranBetween).toBe(true)
    expect(one).toBe(two)
    expect(buildSteps).toHaveBeenCalledTimes(1)
    // The same list the game's getter gives, made once.
    expect(loadTestGame(25_000, now).builds).toBe(one)
    expect(one).toHaveLength(25_000)
  })

  it('are dropped least recently used first and come back identical', () => {
    const first = loadTestGame(500, now).builds
    for (let count = 1; count <= 16; count++) void loadTestGame(count, now).builds
    const again = loadTestGame(500, now).builds
    expect(again).not.toBe(first)
    expect(again).toEqual(first)
  })

  it('keep a list being read while the start page reads its nine (three games, three lists)', () => {
    const reading = loadTestGame(700, now).builds
    for (const count of [1_000, 10_000, 100]) {
      const game = loadTestGame(count, now)
      void [game.builds, game.sites, game.avatars]
    }
    expect(loadTestGame(700, now).builds).toBe(reading)
  })

  it('give complete avatars urls in the folder of their game', () => {
    const { avatars } = loadTestGame(1_000, now)
    for (const avatar of avatars) {
      if (!avatar.complete) continue
      expect(avatar.url).toBe(`/sample-avatars/${loadTestGameId(1_000)}/${avatar.upload_id}.png`)
      expect(hasLoadTestAvatarImage(loadTestGameId(1_000), avatar.upload_id)).toBe(true)
    }
  })
})

it('has images for well-formed upload ids of load-test games with avatars only', () => {
  const uploadId = 'f9941786-535f-4470-9c9a-bb80f6b0687a'
  expect(hasLoadTestAvatarImage(loadTestGameId(5), uploadId)).toBe(true)
  expect(hasLoadTestAvatarImage(loadTestGameId(0), uploadId)).toBe(false)
  expect(hasLoadTestAvatarImage(loadTestGameId(MAX_LOAD_TEST_ITEMS + 1), uploadId)).toBe(false)
  expect(hasLoadTestAvatarImage(loadTestGameId(5), 'not-an-id')).toBe(false)
  expect(hasLoadTestAvatarImage('b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c', uploadId)).toBe(false)
})
