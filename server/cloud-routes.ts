import {
  getSampleGame,
  listSampleGames,
  SAMPLE_NOW,
  type SampleGame,
  type WireAvatar,
} from './data/sample-data.ts'
import { MAX_LOAD_TEST_ITEMS, parseLoadTestGameId } from './data/load-test-game.ts'
import { ApiError } from './errors.ts'
import { jsonBody, serialiseJson, type JsonBody } from './json-body.ts'
import { listBody } from './list-body.ts'

export type CloudRoute =
  { kind: 'games' } | { kind: 'builds' | 'sites' | 'avatars'; rawGameId: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Matches the part of the path after `/cloud/`, split on `/` before any decoding so that an
 * encoded slash stays inside its segment.
 */
export function matchCloudRoute(segments: readonly string[]): CloudRoute | undefined {
  const [games, rawGameId, ...rest] = segments
  if (games !== 'games') return undefined
  if (rawGameId === undefined) return { kind: 'games' }
  const tail = rest.join('/')
  if (tail === 'builds') return { kind: 'builds', rawGameId }
  if (tail === 'cdn/sites') return { kind: 'sites', rawGameId }
  if (tail === 'avatars') return { kind: 'avatars', rawGameId }
  return undefined
}

function findGame(rawGameId: string): SampleGame {
  let gameId: string
  try {
    gameId = decodeURIComponent(rawGameId)
  } catch {
    throw new ApiError('API_BAD_QUERY', 'Game id is not valid percent-encoding.')
  }
  if (!UUID.test(gameId)) throw new ApiError('API_BAD_QUERY', 'Game id must be a UUID.')
  const count = parseLoadTestGameId(gameId)
  if (count !== undefined && count > MAX_LOAD_TEST_ITEMS) {
    throw new ApiError(
      'API_NOT_FOUND',
      `This load-test game asks for ${count.toLocaleString('en-US')} items per list, but the ` +
        `reference API serves at most ${MAX_LOAD_TEST_ITEMS.toLocaleString('en-US')} items per ` +
        'list. Use a smaller count in the last group of the id.',
    )
  }
  const sample = getSampleGame(gameId.toLowerCase())
  if (!sample) throw new ApiError('API_NOT_FOUND', 'Game not found.')
  return sample
}

function withAbsoluteUrl(avatar: WireAvatar, origin: string): WireAvatar {
  return avatar.url === undefined ? avatar : { ...avatar, url: `${origin}${avatar.url}` }
}

/** The 200 body of a matched route; throws ApiError for a bad or unknown game id. */
export function cloudResponseBody(route: CloudRoute, origin: string): JsonBody {
  switch (route.kind) {
    case 'games':
      return jsonBody(
        serialiseJson({
          games: listSampleGames(),
          groups: [],
          watch: { index: String(Date.parse(SAMPLE_NOW)) },
        }),
      )
    case 'builds':
      return listBody(findGame(route.rawGameId).builds, 'builds')
    case 'sites':
      return listBody(findGame(route.rawGameId).sites, 'sites')
    case 'avatars':
      return listBody(findGame(route.rawGameId).avatars, 'custom_avatars', {
        variant: origin,
        mapItem: (avatar) => withAbsoluteUrl(avatar, origin),
      })
  }
}
