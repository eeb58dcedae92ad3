import * as v from 'valibot'
import { exactInteger } from './json'
import { describeValue, parseWith } from './parse'
import { isBlank } from '../lib/is-blank'
import { isRfc3339 } from './rfc-3339'

/**
 * Wire shapes of the three list operations (interface document, section 2) and of the games
 * list (CONTRACT.md). Unknown fields are dropped. valibot checks the shape; one loop per list
 * then checks values and builds the camelCase types the app works with. That split keeps a
 * 100,000-item list at tens of milliseconds, where per-item transforms cost several times more.
 *
 * What is refused and what is shown (README, "Bad data"): a body without the list, an item that
 * is not an object, a required field that is missing, or an id, name or `complete` of the wrong
 * type refuses the whole list, naming the item and field: that is not the API described. A size
 * or time that cannot be read, a time far in the future, an empty name or an id used twice only
 * marks that item with a warning, and an unreadable value is shown as unknown, never guessed.
 */

/** A byte count: a number while a double holds it exactly, a bigint above 2^53. */
export type Bytes = number | bigint

export type UploadSummary = {
  uploadId: string
  name: string
  /** Undefined when the API's `create_ts` is not an RFC 3339 time. */
  createdAt: number | undefined
  /** Undefined when the API's `content_length` is not an unsigned 64-bit integer. */
  size: Bytes | undefined
  complete: boolean
  /** What is wrong with this item's values, for the operator; empty for a sound item. */
  warnings: readonly string[]
}
export type Build = UploadSummary & { buildId: string }
export type CdnSite = UploadSummary & { siteId: string }
export type Avatar = UploadSummary & { url: string | undefined }
export type GameSummary = { id: string; name: string }

const uploadFields = {
  upload_id: v.string(),
  display_name: v.string(),
  create_ts: v.unknown(),
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
/** Further ahead of this browser's clock than this, a time is more likely wrong than skewed. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000
const NO_WARNINGS: readonly string[] = Object.freeze([])

/** Warnings of the item being converted; items are converted one at a time. */
let pending: string[] = []

/** Begins a list: no warning left over from a parse that failed part-way. Returns "now". */
function startParse(): number {
  pending = []
  return Date.now()
}

function takeWarnings(): readonly string[] {
  if (pending.length === 0) return NO_WARNINGS
  const warnings = pending
  pending = []
  return warnings
}

/**
 * RFC 3339 allows a space or lower-case "t" between date and time and any number of fraction
 * digits; `Date.parse` misreads some of those (years before 100 with a space, long fractions),
 * so hand it the one form it always reads right.
 */
function toDateParseForm(rfc3339: string): string {
  if (!UNUSUAL_RFC_3339.test(rfc3339)) return rfc3339
  return rfc3339.replace(/^(.{10})[ t]/, '$1T').replace(/(\.\d{3})\d+/, '$1')
}

/** A space or "t" separator, or more than 3 fraction digits: rare, so tested before rewriting. */
const UNUSUAL_RFC_3339 = /^.{10}[ t]|\.\d{4}/

function timeOf(createTs: unknown, now: number): number | undefined {
  if (typeof createTs !== 'string' || !isRfc3339(createTs)) {
    pending.push(`create_ts ${describeValue(createTs)} is not an RFC 3339 time`)
    return undefined
  }
  const time = Date.parse(toDateParseForm(createTs))
  if (time - now > FUTURE_TOLERANCE_MS) {
    pending.push(`create_ts ${createTs} is far in the future: the server's clock may be wrong`)
  }
  return time
}

function bytesOf(contentLength: unknown): Bytes | undefined {
  if (
    typeof contentLength === 'number' &&
    Number.isSafeInteger(contentLength) &&
    contentLength >= 0
  ) {
    return contentLength
  }
  const exact = exactInteger(contentLength)
  if (exact === undefined) {
    pending.push(`content_length ${describeValue(contentLength)} is not a whole number of bytes`)
    return undefined
  }
  if (exact <= U64_MAX) return exact <= Number.MAX_SAFE_INTEGER ? Number(exact) : exact
  pending.push(`content_length ${exact} is more than 2^64 − 1 bytes`)
  return undefined
}

function nameOf(displayName: string): string {
  if (isBlank(displayName)) pending.push('display_name is empty')
  return displayName
}

/** Marks every item whose id another item of the list also has. */
function markDuplicates<T extends UploadSummary>(
  items: T[],
  idOf: (item: T) => string,
  field: string,
) {
  // Ids are almost always unique: one Set answers that; counting happens only when they are not.
  const ids = new Set<string>()
  for (const item of items) ids.add(idOf(item))
  if (ids.size === items.length) return items
  const seen = new Map<string, number>()
  for (const item of items) {
    const id = idOf(item)
    seen.set(id, (seen.get(id) ?? 0) + 1)
  }
  for (const item of items) {
    const copies = seen.get(idOf(item)) ?? 0
    if (copies > 1) item.warnings = [...item.warnings, `${copies} items share this ${field}`]
  }
  return items
}

// Each converter writes its object out in full: spreading a shared part costs more than the
// validation itself on a 100,000-item list.
export function parseBuildList(body: unknown, rayId?: string): Build[] {
  const now = startParse()
  const builds = parseWith(buildList, body, { rayId }).builds.map((wire): Build => ({
    uploadId: wire.upload_id,
    name: nameOf(wire.display_name),
    createdAt: timeOf(wire.create_ts, now),
    size: bytesOf(wire.content_length),
    complete: wire.complete,
    warnings: takeWarnings(),
    buildId: wire.build_id,
  }))
  return markDuplicates(builds, (build) => build.buildId, 'build_id')
}

export function parseSiteList(body: unknown, rayId?: string): CdnSite[] {
  const now = startParse()
  const sites = parseWith(siteList, body, { rayId }).sites.map((wire): CdnSite => ({
    uploadId: wire.upload_id,
    name: nameOf(wire.display_name),
    createdAt: timeOf(wire.create_ts, now),
    size: bytesOf(wire.content_length),
    complete: wire.complete,
    warnings: takeWarnings(),
    siteId: wire.site_id,
  }))
  return markDuplicates(sites, (site) => site.siteId, 'site_id')
}

export function parseAvatarList(body: unknown, rayId?: string): Avatar[] {
  const now = startParse()
  const avatars = parseWith(avatarList, body, { rayId }).custom_avatars.map((wire): Avatar => ({
    uploadId: wire.upload_id,
    name: nameOf(wire.display_name),
    createdAt: timeOf(wire.create_ts, now),
    size: bytesOf(wire.content_length),
    complete: wire.complete,
    warnings: takeWarnings(),
    url: wire.url,
  }))
  return markDuplicates(avatars, (avatar) => avatar.uploadId, 'upload_id')
}

export const parseGameList = (body: unknown, rayId?: string): GameSummary[] =>
  parseWith(gameList, body, { rayId }).games.map((game) => ({
    id: game.game_id,
    name: game.display_name,
  }))
