// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generateAvatars, generateBuilds, generateSites } from './generated-game.ts'
import { loadTestGameId } from './load-test-game.ts'
import { createRealisticGame } from './realistic-game.ts'
import {
  FLEET_GAME_IDS,
  getSampleGame,
  hasSampleAvatarImage,
  listSampleGames,
  SAMPLE_GAMES,
  SAMPLE_NOW,
  type WireAvatar,
  type WireBuild,
  type WireSite,
} from './sample-data.ts'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const RFC_3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const now = Date.parse(SAMPLE_NOW)

function realistic() {
  const sample = getSampleGame(SAMPLE_GAMES.realistic)
  if (!sample) throw new Error('the realistic game is missing')
  return sample
}

describe('well-known games', () => {
  it('have fixed v4 UUIDs and are all listed, then the fleet, then three load-test games', () => {
    for (const gameId of Object.values(SAMPLE_GAMES)) expect(gameId).toMatch(UUID_V4)
    const listed = listSampleGames().map((game) => game.game_id)
    expect(listed).toEqual([
      ...Object.values(SAMPLE_GAMES),
      ...FLEET_GAME_IDS,
      ...[1_000, 10_000, 100_000].map(loadTestGameId),
    ])
    expect(listed).toHaveLength(30)
    expect(new Set(listed).size).toBe(30)
  })

  it('builds each game once and returns the same object after', () => {
    expect(getSampleGame(SAMPLE_GAMES.realistic)).toBe(getSampleGame(SAMPLE_GAMES.realistic))
    expect(getSampleGame('00000000-0000-4000-8000-000000000000')).toBeUndefined()
  })

  it('gives the empty game no items', () => {
    expect(getSampleGame(SAMPLE_GAMES.empty)).toMatchObject({ builds: [], sites: [], avatars: [] })
  })

  it('gives the large game exactly 10,000 builds', () => {
    expect(getSampleGame(SAMPLE_GAMES.large)?.builds).toHaveLength(10_000)
  })
})

describe('the realistic game', () => {
  it('has about 27 builds, 9 sites and 13 avatars', () => {
    const { builds, sites, avatars } = realistic()
    expect([builds.length, sites.length, avatars.length]).toEqual([27, 9, 13])
  })

  // Screenshots and e2e tests then show whether the fonts cover every script an operator may use.
  it.each([
    ['Chinese', /\p{Script=Han}/u, 'builds'],
    ['Japanese', /\p{Script=Katakana}|\p{Script=Hiragana}/u, 'builds'],
    ['Korean', /\p{Script=Hangul}/u, 'sites'],
    ['Arabic', /\p{Script=Arabic}/u, 'avatars'],
    ['Hebrew', /\p{Script=Hebrew}/u, 'builds'],
    ['Cyrillic', /\p{Script=Cyrillic}/u, 'avatars'],
    ['emoji only', /^\p{Extended_Pictographic}+$/u, 'builds'],
  ] as const)('has %s names', (_script, pattern, list) => {
    const names = realistic()[list].map((item) => item.display_name)
    expect(names.some((name) => pattern.test(name))).toBe(true)
  })

  it.each(['builds', 'sites', 'avatars'] as const)('%s cover the awkward cases', (list) => {
    const items: (WireBuild | WireSite | WireAvatar)[] = realistic()[list]
    const future = items.filter((item) => Date.parse(item.create_ts) > now)
    expect(future).toHaveLength(1)
    expect(items.some((item) => !item.complete)).toBe(true)
    expect(items.some((item) => item.complete && item.content_length === 0)).toBe(true)
    const twins = items.filter((item, index) =>
      items.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.create_ts === item.create_ts &&
          other.content_length === item.content_length,
      ),
    )
    expect(twins).toHaveLength(2)
    for (const item of items) {
      expect(item.upload_id).toMatch(UUID_V4)
      expect(item.create_ts).toMatch(RFC_3339_UTC)
      expect(Buffer.byteLength(item.display_name)).toBeLessThanOrEqual(128)
    }
    const oldest = Math.min(...items.map((item) => Date.parse(item.create_ts)))
    expect(now - oldest).toBeGreaterThan(365 * 24 * 3600 * 1000)
  })

  it('has names for natural, case-insensitive and Unicode sorting, and one of 128 bytes', () => {
    const names = realistic().builds.map((build) => build.display_name)
    expect(names).toEqual(
      expect.arrayContaining(['build 9', 'build 10', 'Build 2', 'build 100', 'ビルド 東京 β']),
    )
    expect(names.map((name) => Buffer.byteLength(name))).toContain(128)
    expect(realistic().builds.some((build) => build.tags?.channel === 'beta')).toBe(true)
  })

  it('gives urls only to complete avatars, one of them without an image', () => {
    const avatars = realistic().avatars
    for (const avatar of avatars) expect(avatar.url !== undefined).toBe(avatar.complete)
    const withoutImage = avatars.filter(
      (avatar) => avatar.complete && !hasSampleAvatarImage(avatar.upload_id),
    )
    expect(withoutImage.map((avatar) => avatar.display_name)).toEqual(['broken-link.png'])
    expect(avatars.every((avatar) => avatar.content_length <= 2_000_000)).toBe(true)
  })
})

describe('generators', () => {
  const at = new Date(SAMPLE_NOW)

  it('give identical data for the same seed and different data for another', () => {
    expect(generateBuilds(500, 42, at)).toEqual(generateBuilds(500, 42, at))
    expect(generateSites(50, 42, at)).toEqual(generateSites(50, 42, at))
    expect(generateAvatars(50, 42, at)).toEqual(generateAvatars(50, 42, at))
    expect(generateBuilds(5, 43, at)).not.toEqual(generateBuilds(5, 42, at))
    const { game } = realistic()
    expect(createRealisticGame(game, at)).toEqual(createRealisticGame(game, at))
  })

  it('produce well-formed, unique builds', () => {
    const builds = generateBuilds(2_000, 7, at)
    expect(new Set(builds.map((build) => build.build_id)).size).toBe(2_000)
    for (const build of builds) {
      expect(build.build_id).toMatch(UUID_V4)
      expect(build.create_ts).toMatch(RFC_3339_UTC)
      expect(Date.parse(build.create_ts)).toBeLessThanOrEqual(now)
      expect(Number.isSafeInteger(build.content_length)).toBe(true)
    }
    expect(builds.some((build) => !build.complete)).toBe(true)
  })
})
