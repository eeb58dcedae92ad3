import * as v from 'valibot'
import { EXACT_INTEGER_MARK } from './json'
import { describeValue, parseWith, problemError } from './parse'
import { isRfc3339 } from './rfc-3339'

/**
 * Wire shapes of the three list operations (interface document, section 2) and of the games
 * list (CONTRACT.md). Unknown fields are dropped. valibot checks the shape; one loop per list
 * then checks values and builds the camelCase types the app works with. That split keeps a
 * 100,000-item list at tens of milliseconds, where per-item transforms cost several times more.
 */

/** A byte count: a number while a double holds it exactly, a bigint above 2^53. */
export type Bytes = number | bigint

export type UploadSummary = {
  uploadId: string
  name: string
  createdAt: number
  size: Bytes
  complete: boolean
}
export type Build = UploadSummary & { buildId: string }
export type CdnSite = UploadSummary & { siteId: string }
export type Avatar = UploadSummary & { url: string | undefined }
export type GameSummary = { id: string; name: string }

const uploadFields = {
  upload_id: v.string(),
  display_name: v.string(),
  create_ts: v.string(),
  content_length: v.unknown(),
  complete: v.boolean(),
}
const buildList = v.object({ builds: v.array(v.object({ build_id: v.string(), ...uploadFields })) })
const siteList = v.object({ sites: v.array(v.object({ site_id: v.string(), ...uploadFields })) })
const avatarList = v.object({
  custom_avatars: v.array(v.object({ url: v.optional(v.string()), ...uploadFields })),
})
const gameList = v.object({
  games: v.array(v.object({ game_id: v.string(), display_name: v.string() })),
})

const U64_MAX = 2n ** 64n - 1n

/** content_length as an exact byte count, or undefined when it is not an unsigned 64-bit integer. */
function toBytes(value: unknown): Bytes | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? value : undefined
  if (typeof value !== 'string' || !value.startsWith(EXACT_INTEGER_MARK)) return undefined
  const exact = BigInt(value.slice(EXACT_INTEGER_MARK.length))
  if (exact > U64_MAX) return undefined
  return exact <= Number.MAX_SAFE_INTEGER ? Number(exact) : exact
}

class FieldProblem {
  constructor(
    readonly field: string,
    readonly expected: string,
    readonly value: unknown,
  ) {}
}

function checkedTime(createTs: string): number {
  if (!isRfc3339(createTs)) throw new FieldProblem('create_ts', 'an RFC 3339 timestamp', createTs)
  return Date.parse(createTs)
}

function checkedBytes(contentLength: unknown): Bytes {
  const size = toBytes(contentLength)
  if (size !== undefined) return size
  const shown =
    typeof contentLength === 'string' && contentLength.startsWith(EXACT_INTEGER_MARK)
      ? BigInt(contentLength.slice(EXACT_INTEGER_MARK.length))
      : contentLength
  throw new FieldProblem('content_length', 'a whole number of bytes from 0 to 2^64−1', shown)
}

/** Converts every item, naming the item and field of the first value that is wrong. */
function convertItems<W, T>(
  items: W[],
  list: string,
  rayId: string | undefined,
  convert: (wire: W) => T,
): T[] {
  const result = new Array<T>(items.length)
  for (let index = 0; index < items.length; index++) {
    try {
      result[index] = convert(items[index] as W)
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error
      const problem = {
        keys: [list, index, error.field],
        expected: error.expected,
        received: describeValue(error.value),
      }
      throw problemError(problem, { rayId })
    }
  }
  return result
}

// Each converter writes its object out in full: spreading a shared part costs more than the
// validation itself on a 100,000-item list.
export const parseBuildList = (body: unknown, rayId?: string): Build[] =>
  convertItems(parseWith(buildList, body, { rayId }).builds, 'builds', rayId, (wire) => ({
    uploadId: wire.upload_id,
    name: wire.display_name,
    createdAt: checkedTime(wire.create_ts),
    size: checkedBytes(wire.content_length),
    complete: wire.complete,
    buildId: wire.build_id,
  }))

export const parseSiteList = (body: unknown, rayId?: string): CdnSite[] =>
  convertItems(parseWith(siteList, body, { rayId }).sites, 'sites', rayId, (wire) => ({
    uploadId: wire.upload_id,
    name: wire.display_name,
    createdAt: checkedTime(wire.create_ts),
    size: checkedBytes(wire.content_length),
    complete: wire.complete,
    siteId: wire.site_id,
  }))

export const parseAvatarList = (body: unknown, rayId?: string): Avatar[] =>
  convertItems(
    parseWith(avatarList, body, { rayId }).custom_avatars,
    'custom_avatars',
    rayId,
    (wire) => ({
      uploadId: wire.upload_id,
      name: wire.display_name,
      createdAt: checkedTime(wire.create_ts),
      size: checkedBytes(wire.content_length),
      complete: wire.complete,
      url: wire.url,
    }),
  )

export const parseGameList = (body: unknown, rayId?: string): GameSummary[] =>
  parseWith(gameList, body, { rayId }).games.map((game) => ({
    id: game.game_id,
    name: game.display_name,
  }))
