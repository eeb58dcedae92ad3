import { listKindNames, listKinds, type ListKind } from '../src/model/list-kinds.ts'
import { getSampleGame, hasFailingLists, listSampleGames } from './data/sample-data.ts'
import type { SampleGame, SampleLists, WireAvatar, WireGame, WireItem } from './data/wire-types.ts'
import type { BuildQueue } from './build-queue.ts'
import {
  loadTestList,
  madeLoadTestList,
  MAX_LOAD_TEST_ITEMS,
  parseLoadTestGameId,
} from './data/load-test-game.ts'
import { ApiError, internalError } from './errors.ts'
import { jsonBody, serialiseJson, type JsonBody } from './json-body.ts'
import { listBody, madeListBody } from './list-body.ts'

export type CloudRoute = { kind: 'games' } | { kind: ListKind; rawGameId: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Matches the part of the path after `/cloud/`, split on `/` before any decoding so that an
 * encoded slash stays inside its segment.
 */
export function matchCloudRoute(segments: readonly string[]): CloudRoute | undefined {
  const [games, rawGameId, ...rest] = segments
  if (games !== 'games') return undefined
  if (rawGameId === undefined) return { kind: 'games' }
  // The rest of the path as the kinds spell theirs (`/cdn/sites`).
  const tail = `/${rest.join('/')}`
  const kind = listKindNames.find((name) => listKinds[name].path === tail)
  return kind === undefined ? undefined : { kind, rawGameId }
}

function findGame(rawGameId: string, now: Date): SampleGame {
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
  const id = gameId.toLowerCase()
  if (hasFailingLists(id)) throw internalError()
  const sample = getSampleGame(id, now)
  if (!sample) throw new ApiError('API_NOT_FOUND', 'Game not found.')
  return sample
}

/** A game's logo, stored as a path like an avatar's url, goes out absolute on the same origin. */
function withAbsoluteLogo(game: WireGame, origin: string): WireGame {
  return game.logo_url === undefined ? game : { ...game, logo_url: `${origin}${game.logo_url}` }
}

function withAbsoluteUrl(avatar: WireAvatar, origin: string): WireAvatar {
  return avatar.url === undefined ? avatar : { ...avatar, url: `${origin}${avatar.url}` }
}

/**
 * How a kind's items change on their way out, for the kinds whose bodies depend on the request:
 * avatar urls are stored as paths and go out absolute, on the request's origin.
 */
const itemMappers: { [K in ListKind]?: (item: WireItem<K>, origin: string) => WireItem<K> } = {
  avatars: withAbsoluteUrl,
}

/** What answering a route needs besides the route itself. */
export type RouteContext = {
  /** The origin avatar urls go out on. */
  origin: string
  /** Where load-test lists are made, in turn. */
  builds: BuildQueue
  /** Whether the answer goes out gzip-compressed: then that form is made in the same turn. */
  gzip: boolean
  /** Aborts when the client goes away. */
  signal?: AbortSignal
  /** The instant the sample's times count back from (sample-clock.ts). */
  now: Date
}

async function listResponseBody<K extends ListKind>(
  kind: K,
  rawGameId: string,
  { origin, builds, gzip, signal, now }: RouteContext,
): Promise<JsonBody> {
  const sample = findGame(rawGameId, now)
  const lists: SampleLists = sample
  const { responseKey } = listKinds[kind]
  const mapItem = itemMappers[kind]
  const options = mapItem && {
    variant: origin,
    mapItem: (item: WireItem<K>) => mapItem(item, origin),
  }
  const count = parseLoadTestGameId(sample.game.game_id)
  if (count === undefined) return listBody(lists[kind], responseKey, options)
  // Making a load-test list takes memory for its items and as much again for its body (some
  // 600 MB for a million): six million-build lists asked at once and made together took the
  // server to 4.8 GB. So they are made in turn, a million items' worth at a time (2.7 GB for
  // the same six), with other requests answered in between; a list whose body is made, or being
  // made, goes at once. The turn includes the gzip form: made beside the next list, its thread
  // pool's callbacks would wait behind that list's steps, and no answer go out before the last.
  const made = madeLoadTestList(count, kind, now)
  const ready = made && madeListBody(made, responseKey, options)
  if (ready) return ready
  const make = async () => {
    const items = await loadTestList(count, kind, now)
    const body = await listBody(items, responseKey, options)
    if (gzip) await body.gzip()
    return body
  }
  return builds.run(count, make, signal)
}

/**
 * The 200 body of a matched route; throws ApiError for a bad or unknown game id, and for the
 * fleet's failing game (its lists answer 500 `ERROR`, though `/cloud/games` lists it).
 */
export async function cloudResponseBody(
  route: CloudRoute,
  context: RouteContext,
): Promise<JsonBody> {
  if (route.kind === 'games') {
    return jsonBody(
      serialiseJson({
        games: listSampleGames().map((game) => withAbsoluteLogo(game, context.origin)),
        groups: [],
        watch: { index: String(context.now.getTime()) },
      }),
    )
  }
  return listResponseBody(route.kind, route.rawGameId, context)
}
