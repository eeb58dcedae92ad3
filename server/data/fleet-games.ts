import { sampleAvatarPath } from './avatar-path.ts'
import { generateAvatars, generateBuilds, generateSites, markCurrent } from './generated-game.ts'
import { developerGroup, gamePageUrl } from './hub-links.ts'
import { createRandom } from './random.ts'
import { DAY, GiB, HOUR, MiB, MINUTE, timestampBefore } from './units.ts'
import type { SampleGame, WireBuild, WireGame, WireGroup } from './wire-types.ts'

/**
 * The fleet: 24 small games, so that `GET /cloud/games` lists as many as an operator's token may
 * see. Every upload in them is complete, except for the games named here: one holds a stale
 * upload, one an upload in progress, and one answers its three lists with an internal error.
 */
export const FLEET_GAMES = {
  stale: '6bd28fd1-1250-4497-a92e-9aadd8b4399d',
  uploading: '073e46f0-9947-42cd-b61f-73b2cbdfb95e',
  failing: '6439fc46-7483-4f85-b0f8-2e96eccaf0f3',
} as const

const ASHGROVE = developerGroup('aa748e5e-6b8e-4ef2-b5c0-3871b7014940', 'Ashgrove Studio')
const BRIGHTPINE = developerGroup('f06d2aba-5663-4a9f-a028-7cec15f48c83', 'Brightpine Interactive')
const HARBOR_LIGHTS = developerGroup('ad20f5a3-aa37-4652-ba4b-744999c8728b', 'Harbor Lights Games')
const KESTREL = developerGroup('9c052737-68cb-48b0-bc26-8ec1169b9f48', 'Kestrel Works')
const LUMEN = developerGroup('886facbc-f109-428b-b56c-6c3a2c3a2519', 'Lumen & Loam')
const NORTHWIND = developerGroup('3ac181da-0b4d-440e-89e1-c40055e23186', 'Northwind Collective')

type Row = [
  id: string,
  name: string,
  developer: WireGroup,
  players: number,
  builds: number,
  sites: number,
  avatars: number,
]

// No logos: the picker shows these games' initials.
const ROWS: readonly Row[] = [
  ['d1f655f0-4af4-4e1f-8aa0-ff85f7782e0a', 'Bramble Bots', KESTREL, 87, 12, 1, 4],
  ['f6df1b93-ddd7-41fa-8acf-45bd3ae0871e', 'Cinder Keep', ASHGROVE, 412, 24, 2, 6],
  ['931e9c88-21ef-4eff-b645-ced1c489ea27', 'Copper Circuit', KESTREL, 23, 9, 0, 0],
  ['820fd032-b584-4709-804b-c091c49a7f7d', 'Duskrunner', NORTHWIND, 1930, 31, 3, 8],
  ['b4da4dfa-f008-4231-bf6c-b77c1c5b780f', 'Ember & Ash', ASHGROVE, 640, 18, 2, 5],
  [FLEET_GAMES.stale, 'Frostmarch', NORTHWIND, 305, 27, 2, 7],
  ['c278de1f-e6d3-43b5-8f81-53043e9fec41', 'Glimmerdeep', LUMEN, 14, 6, 1, 2],
  [FLEET_GAMES.failing, 'Hollow Crown', HARBOR_LIGHTS, 2210, 22, 3, 9],
  ['53e6c001-13d9-4edb-b602-b7e8942d72c6', 'Ironvale Tactics', BRIGHTPINE, 3875, 40, 4, 10],
  ['c2a1c75f-ec26-4f59-996f-424057b8c39e', 'Kite Crafters', LUMEN, 0, 4, 0, 1],
  ['33d7b979-470f-4c46-816c-3821aac95689', 'Lantern Row', HARBOR_LIGHTS, 96, 15, 1, 3],
  ['59d84edf-0b37-45e4-aa17-4a72cdb94b2e', 'Meadowlight', LUMEN, 41, 8, 1, 0],
  ['42313a95-cf43-463a-a816-25f56dfc6eb6', 'Mossheart', ASHGROVE, 58, 11, 0, 2],
  ['abdd1fbe-53ec-4183-a9a7-b0f72bb82fe6', 'Obsidian Gate', BRIGHTPINE, 1402, 33, 4, 6],
  ['2f539989-f6a0-4d31-9ced-3fd49b60de84', 'Pixel Pioneers', KESTREL, 7, 5, 1, 10],
  ['16e90d4f-8dd2-445c-aae0-9d287aab9b11', 'Quarry Kings', BRIGHTPINE, 233, 19, 2, 4],
  ['d43130ca-9f31-4a75-a6e6-9936b362e54a', 'Rogue Orbit', NORTHWIND, 918, 26, 3, 8],
  ['96db9a73-8164-45ff-9862-e78045a1844e', 'Saltwind Harbor', HARBOR_LIGHTS, 175, 14, 2, 3],
  ['941c90af-c7c9-46b4-8410-b30558821baa', 'Skyline Drift', KESTREL, 764, 21, 2, 5],
  ['7831a62c-d49e-4fb7-bbde-ec045fa6f298', 'Starfall Arena', NORTHWIND, 5120, 38, 4, 9],
  ['5b5a6752-0448-41bb-9b58-177955fef828', 'Thornfield Rally', BRIGHTPINE, 66, 10, 1, 2],
  [FLEET_GAMES.uploading, 'Tidebreaker', HARBOR_LIGHTS, 1288, 29, 3, 7],
  ['ddaedde3-ccb7-42e7-9c51-f847a91d25ff', 'Velvet Heist', ASHGROVE, 452, 17, 2, 5],
  ['c1967999-1f89-40e7-b633-4edaa0298709', 'Wyrmwatch', LUMEN, 2, 3, 0, 0],
]

/** "Ember & Ash" → "ember-and-ash". */
const nameIdOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')

/** The fleet as `GET /cloud/games` lists it, in alphabetical order. */
export const FLEET_WIRE_GAMES: readonly WireGame[] = ROWS.map(
  ([game_id, name, developer, players]) => ({
    game_id,
    name_id: nameIdOf(name),
    url: gamePageUrl(nameIdOf(name)),
    display_name: name,
    developer,
    total_player_count: players,
  }),
)

/** Every fleet game's id, in the order listed. */
export const FLEET_GAME_IDS: readonly string[] = FLEET_WIRE_GAMES.map((game) => game.game_id)

/** Whether this game's three lists answer the real service's internal error (500 `ERROR`). */
export const hasFailingLists = (gameId: string): boolean => gameId === FLEET_GAMES.failing

/** The one unfinished build of the stale game (more than a day old) and of the uploading one. */
const UNFINISHED: Record<string, { name: string; age: number; size: number }> = {
  [FLEET_GAMES.stale]: { name: 'patch 0.9.4', age: 3 * DAY + 5 * HOUR, size: 812 * MiB },
  [FLEET_GAMES.uploading]: { name: 'release 1.8.0', age: HOUR - 3 * MINUTE, size: GiB + 77 },
}

/**
 * The generators leave about 3% of uploads unfinished; here every one is complete, so the
 * `current` tag goes again to the newest complete build.
 */
function completeBuilds(builds: readonly WireBuild[]): WireBuild[] {
  const complete = builds.map((build) => ({
    ...build,
    complete: true,
    tags: Object.fromEntries(Object.entries(build.tags).filter(([key]) => key !== 'current')),
  }))
  markCurrent(complete)
  return complete
}

function unfinishedBuild(gameId: string, seed: number, now: Date): WireBuild[] {
  const unfinished = UNFINISHED[gameId]
  if (!unfinished) return []
  const random = createRandom(seed)
  return [
    {
      build_id: random.uuid(),
      upload_id: random.uuid(),
      display_name: unfinished.name,
      create_ts: timestampBefore(now, unfinished.age),
      content_length: unfinished.size,
      complete: false,
      tags: {},
    },
  ]
}

const COUNTS = new Map(
  ROWS.map(([id, , , , builds, sites, avatars]) => [id, { builds, sites, avatars }]),
)

/**
 * A fleet game's lists, generated from seeds its id fixes (the same at any instant but for their
 * times, which count back from `now`).
 */
export function createFleetGame(game: WireGame, now: Date): SampleGame {
  const counts = COUNTS.get(game.game_id)
  if (!counts) throw new Error(`${game.game_id} is not a fleet game.`)
  // The id's first group: a seed no reordering of the rows changes.
  const seed = Number.parseInt(game.game_id.slice(0, 8), 16)
  return {
    game,
    builds: [
      ...completeBuilds(generateBuilds(counts.builds, seed ^ 1, now)),
      ...unfinishedBuild(game.game_id, seed ^ 4, now),
    ],
    sites: generateSites(counts.sites, seed ^ 2, now).map((site) => ({ ...site, complete: true })),
    avatars: generateAvatars(counts.avatars, seed ^ 3, now).map((avatar) => ({
      ...avatar,
      complete: true,
      url: sampleAvatarPath(avatar.upload_id),
    })),
  }
}
