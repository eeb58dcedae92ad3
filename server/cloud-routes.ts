import {
  getSampleGame,
  listSampleGames,
  SAMPLE_NOW,
  type SampleGame,
  type WireAvatar,
} from './data/sample-data.ts'
import { ApiError } from './errors.ts'

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
  const sample = getSampleGame(gameId.toLowerCase())
  if (!sample) throw new ApiError('API_NOT_FOUND', 'Game not found.')
  return sample
}

// Sorting a large list on every poll is wasteful; the sample lists never change, so sort once.
const sorted = new WeakMap<object, unknown[]>()

/**
 * Newest first, as the real service answers. All sample timestamps come from toISOString, so
 * comparing the strings compares the instants; Array#sort is stable, so ties keep stored order.
 */
function newestFirst<T extends { create_ts: string }>(items: T[]): T[] {
  const cached = sorted.get(items) as T[] | undefined
  if (cached) return cached
  const result = [...items].sort((a, b) =>
    a.create_ts === b.create_ts ? 0 : a.create_ts < b.create_ts ? 1 : -1,
  )
  sorted.set(items, result)
  return result
}

function withAbsoluteUrl(avatar: WireAvatar, origin: string): WireAvatar {
  return avatar.url === undefined ? avatar : { ...avatar, url: `${origin}${avatar.url}` }
}

/** The 200 body of a matched route; throws ApiError for a bad or unknown game id. */
export function cloudResponseBody(route: CloudRoute, origin: string): unknown {
  switch (route.kind) {
    case 'games':
      return {
        games: listSampleGames(),
        groups: [],
        watch: { index: String(Date.parse(SAMPLE_NOW)) },
      }
    case 'builds':
      return { builds: newestFirst(findGame(route.rawGameId).builds) }
    case 'sites':
      return { sites: newestFirst(findGame(route.rawGameId).sites) }
    case 'avatars': {
      const avatars = newestFirst(findGame(route.rawGameId).avatars)
      return { custom_avatars: avatars.map((avatar) => withAbsoluteUrl(avatar, origin)) }
    }
  }
}
