import { listKindNames, type ListKind } from '../../src/model/list-kinds.ts'
import { sampleAvatarPath, sampleLogoPath } from './avatar-path.ts'
import { createFleetGame, FLEET_WIRE_GAMES } from './fleet-games.ts'
import { generateAvatars, generateBuilds, generateSites } from './generated-game.ts'
import {
  hasLoadTestAvatarImage,
  LISTED_LOAD_TEST_COUNTS,
  loadTestGame,
  loadTestWireGame,
  MAX_LOAD_TEST_ITEMS,
  parseLoadTestGameId,
  PERF_LAB,
} from './load-test-game.ts'
import { developerGroup, gamePageUrl } from './hub-links.ts'
import { LruCache } from './lru-cache.ts'
import { createRealisticGame } from './realistic-game.ts'
import type { SampleGame, SampleLists, WireGame } from './wire-types.ts'

// src/test and older imports read the wire types here; they live in wire-types.ts (types only).
export type { SampleGame, WireAvatar, WireBuild, WireGame, WireSite } from './wire-types.ts'
export { FLEET_GAME_IDS, FLEET_GAMES, hasFailingLists } from './fleet-games.ts'

/**
 * The instant the sample data is written against: the e2e tests' reference API serves it at this
 * instant (REFERENCE_NOW) and the visual tests freeze the browser clock here. Served unpinned,
 * it is served at the clock's minute instead (server/sample-clock.ts).
 */
export const SAMPLE_NOW = '2026-11-01T12:00:00.000Z'

/** Fixed ids, so tests, bookmarks and screenshots can name a game. */
export const SAMPLE_GAMES = {
  realistic: 'b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c',
  empty: '0e4d7c9a-5b2f-4a61-8d3e-7f1c2b9a6e50',
  large: 'f3a9e1b7-6c4d-4e28-a5b0-9d7c3e1f2a84',
} as const

export const LARGE_GAME_BUILD_COUNT = 10_000

const NEBULA_FORGE = developerGroup('7a1e3c5b-9d2f-4b8e-a6c4-1f3e5d7b9a20', 'Nebula Forge')

const FIXED_GAMES: readonly WireGame[] = [
  {
    game_id: SAMPLE_GAMES.realistic,
    name_id: 'space-raiders',
    url: gamePageUrl('space-raiders'),
    display_name: 'Space Raiders',
    developer: NEBULA_FORGE,
    logo_url: sampleLogoPath('space-raiders'),
    total_player_count: 1284,
  },
  {
    game_id: SAMPLE_GAMES.empty,
    name_id: 'empty-game',
    url: gamePageUrl('empty-game'),
    display_name: 'Empty Game',
    developer: NEBULA_FORGE,
    total_player_count: 0,
  },
  {
    game_id: SAMPLE_GAMES.large,
    name_id: 'load-test',
    url: gamePageUrl('load-test'),
    display_name: 'Load Test',
    developer: PERF_LAB,
    logo_url: sampleLogoPath('load-test'),
    total_player_count: 50_000,
  },
]

/** The fixed games, then the fleet (fleet-games.ts). */
const GAMES: readonly WireGame[] = [...FIXED_GAMES, ...FLEET_WIRE_GAMES]

/** No items of any kind. */
const noLists = (): SampleLists =>
  Object.fromEntries(listKindNames.map((kind) => [kind, []])) as Record<ListKind, []>

const builders: Record<string, (game: WireGame, now: Date) => SampleGame> = {
  [SAMPLE_GAMES.realistic]: createRealisticGame,
  [SAMPLE_GAMES.empty]: (game) => ({ game, ...noLists() }),
  [SAMPLE_GAMES.large]: (game, now) => ({
    game,
    builds: generateBuilds(LARGE_GAME_BUILD_COUNT, 0x1a2b3c4d, now),
    sites: generateSites(5, 0x5e6f7a8b, now),
    avatars: generateAvatars(6, 0x9c0d1e2f, now),
  }),
  ...Object.fromEntries(FLEET_WIRE_GAMES.map((game) => [game.game_id, createFleetGame])),
}

// The large game costs real time and memory, so nothing is built before someone asks for it.
// Each game is kept at two instants at most: a live clock's minute and the one before it (or
// SAMPLE_NOW, which the avatar images' check reads).
const memo = new LruCache<string, SampleGame>({ maxEntries: 2 * GAMES.length })

/**
 * One of the fixed games or of the fleet, or a load-test game (see load-test-game.ts) of at most
 * MAX_LOAD_TEST_ITEMS items per list, whose lists are generated when first read. Its times count
 * back from `now`; everything else is the same at any instant.
 */
export function getSampleGame(
  gameId: string,
  now: Date = new Date(SAMPLE_NOW),
): SampleGame | undefined {
  const count = parseLoadTestGameId(gameId)
  if (count !== undefined) {
    return count <= MAX_LOAD_TEST_ITEMS ? loadTestGame(count, now) : undefined
  }
  const game = GAMES.find((candidate) => candidate.game_id === gameId)
  const build = builders[gameId]
  if (!game || !build) return undefined
  return memo.getOrCreate(`${gameId} ${now.getTime()}`, () => build(game, now))
}

/** The fixed games, the fleet, then a few load-test sizes; any other size is reachable by its id. */
export function listSampleGames(): WireGame[] {
  return [
    ...GAMES.map((game) => structuredClone(game)),
    ...LISTED_LOAD_TEST_COUNTS.map(loadTestWireGame),
  ]
}

/** Whether a sample game has this name id and a logo (Empty Game, the fleet and the load-test
 * sizes have none, so the picker shows their initials). */
export const hasSampleLogo = (nameId: string): boolean =>
  GAMES.some((game) => game.name_id === nameId && game.logo_url !== undefined)

let servedAvatarIds: Set<string> | undefined

/**
 * Whether the server has an image for this upload id, in the folder of a load-test game when
 * `gameId` is given. An avatar whose url points elsewhere (the deliberately broken one) has none,
 * so its url answers 404.
 */
export function hasSampleAvatarImage(uploadId: string, gameId?: string): boolean {
  if (gameId !== undefined) return hasLoadTestAvatarImage(gameId, uploadId)
  servedAvatarIds ??= new Set(
    GAMES.flatMap((game) => getSampleGame(game.game_id)?.avatars ?? [])
      .filter((avatar) => avatar.complete && avatar.url === sampleAvatarPath(avatar.upload_id))
      .map((avatar) => avatar.upload_id),
  )
  return servedAvatarIds.has(uploadId)
}
