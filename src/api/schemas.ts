import * as v from 'valibot'
import { exactInteger, markedDigits } from './json'
import { boundText, echoText } from '@/lib/bound-text'
import { describeValue, issueError, parseWith } from './parse'
import { isBlank } from '@/lib/is-blank'
import { idKeyOf, listKindNames, listKinds, type ListKind } from '@/model/list-kinds'
import { readRfc3339 } from '@/lib/rfc-3339'
import { duplicateWarnings, withDuplicateWarnings } from './duplicates'
import type { Bytes } from '@/lib/format-size'
import type { Avatar, Build, GameSummary, ListItem, Site, Tag, Tags } from '@/model/list-items'

/**
 * Wire shapes of the three list operations (server/openapi/cloud-api.schema.json) and of the games
 * list (as server/cloud-routes.ts serves it); unknown fields are dropped. valibot checks the
 * shape; one loop per list then checks values and builds the app's camelCase types. That split
 * keeps a 100,000-item list at tens of ms, where per-item transforms cost several times more.
 *
 * What is refused and what is shown (docs/failures.md, "Bad data"): a body without the list, an
 * item not an object, a missing required field, or an id, name or `complete` of the wrong type
 * refuses the whole list, naming item and field: that is not the API described. An unreadable
 * size or time, a time far in the future, an empty name or a repeated id only marks that item
 * with a warning; an unreadable value is shown as unknown, never guessed.
 */

const uploadFields = {
  upload_id: v.string(),
  display_name: v.string(),
  create_ts: v.unknown(),
  content_length: v.unknown(),
  complete: v.boolean(),
}
const gameList = v.object({
  games: v.array(
    // A logo is a nicety: one of another type is dropped instead of refusing the picker's list.
    v.object({ game_id: v.string(), display_name: v.string(), logo_url: v.optional(v.unknown()) }),
  ),
})

const U64_MAX = 2n ** 64n - 1n
/** Further ahead of this browser's clock than this, a time is more likely wrong than skewed. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000
const NO_WARNINGS: readonly string[] = Object.freeze([])

/** Warnings of the item being converted; items are converted one at a time. */
let pending: string[] = []

function takeWarnings(): readonly string[] {
  if (pending.length === 0) return NO_WARNINGS
  const warnings = pending
  pending = []
  return warnings
}

function timeOf(createTs: unknown, now: number): number | undefined {
  const time = typeof createTs === 'string' ? readRfc3339(createTs) : undefined
  if (time === undefined) {
    pending.push(`create_ts ${describeValue(createTs)} is not an RFC 3339 time`)
    return undefined
  }
  if (time - now > FUTURE_TOLERANCE_MS) {
    // Any number of fraction digits is RFC 3339: a million of them must not fill the tooltip.
    pending.push(
      `create_ts ${echoText(String(createTs), 40)} is far in the future: the server's clock may be wrong`,
    )
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
  // 2^64 − 1 has 20 digits. More cannot be a size, and converting a million of them takes seconds.
  const digits = markedDigits(contentLength)
  if (digits !== undefined && digits.length > 20) {
    pending.push(`content_length ${boundText(digits, 40)} is more than 2^64 − 1 bytes`)
    return undefined
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

const NO_TAGS: Tags = Object.freeze([])

/**
 * A build's `tags` (required by the published document, missing from older servers and the
 * interface document): a map of text. A value that is not text is left out with a warning, and
 * so is a `tags` that is not a map, so one odd build never refuses the list.
 */
function tagsOf(tags: unknown): Tags {
  if (tags === undefined) return NO_TAGS
  if (typeof tags !== 'object' || tags === null || Array.isArray(tags)) {
    pending.push(`tags ${describeValue(tags)} is not a map of text`)
    return NO_TAGS
  }
  let kept: Tag[] | undefined
  let odd: string | undefined
  let oddCount = 0
  for (const key in tags) {
    const value: unknown = (tags as Record<string, unknown>)[key]
    if (typeof value === 'string') (kept ??= []).push([key, value])
    else if (oddCount++ === 0) odd = `tag ${describeValue(key)} is ${describeValue(value)}`
  }
  if (odd) pending.push(`${odd}${oddCount > 1 ? ` (and ${oddCount - 1} more)` : ''}, not text`)
  return kept ?? NO_TAGS
}

function nameOf(displayName: string): string {
  if (isBlank(displayName)) pending.push('display_name is empty')
  return displayName
}

/**
 * Each kind's wire item (server/openapi/cloud-api.schema.json) and its conversion. A converter
 * writes its object out in full: spreading a shared part costs more than the validation itself
 * on a 100,000-item list.
 */
const wireItems = {
  // Checked by tagsOf: a bad tag marks its build instead of refusing the list.
  builds: v.object({ build_id: v.string(), tags: v.optional(v.unknown()), ...uploadFields }),
  sites: v.object({ site_id: v.string(), ...uploadFields }),
  // Absent for an unfinished upload; some clients send null for that, read as absent.
  avatars: v.object({ url: v.optional(v.nullable(v.string())), ...uploadFields }),
} satisfies Record<ListKind, v.GenericSchema>

type WireItem<K extends ListKind> = v.InferOutput<(typeof wireItems)[K]>

const converters = {
  builds: (wire: WireItem<'builds'>, now: number): Build => ({
    uploadId: wire.upload_id,
    name: nameOf(wire.display_name),
    createdAt: timeOf(wire.create_ts, now),
    size: bytesOf(wire.content_length),
    complete: wire.complete,
    buildId: wire.build_id,
    tags: tagsOf(wire.tags),
    warnings: takeWarnings(),
  }),
  sites: (wire: WireItem<'sites'>, now: number): Site => ({
    uploadId: wire.upload_id,
    name: nameOf(wire.display_name),
    createdAt: timeOf(wire.create_ts, now),
    size: bytesOf(wire.content_length),
    complete: wire.complete,
    warnings: takeWarnings(),
    siteId: wire.site_id,
  }),
  avatars: (wire: WireItem<'avatars'>, now: number): Avatar => ({
    uploadId: wire.upload_id,
    name: nameOf(wire.display_name),
    createdAt: timeOf(wire.create_ts, now),
    size: bytesOf(wire.content_length),
    complete: wire.complete,
    warnings: takeWarnings(),
    url: wire.url ?? undefined,
  }),
} satisfies { [K in ListKind]: (wire: WireItem<K>, now: number) => ListItem<K> }

const batchSchemas = Object.fromEntries(
  listKindNames.map((kind) => [kind, v.array(wireItems[kind])]),
) as unknown as Record<ListKind, v.GenericSchema<unknown, unknown[]>>

type FieldCheck = (wire: Record<string, unknown>) => boolean

/** One field of a wire item's schema as a plain test; a schema type not known here fails. */
function fieldCheck(key: string, schema: v.GenericSchema): FieldCheck {
  const { type, wrapped } = schema as v.GenericSchema & { wrapped?: v.GenericSchema }
  if (type === 'string' || type === 'boolean') return (wire) => typeof wire[key] === type
  if (type === 'unknown') return (wire) => key in wire
  const inner = wrapped && fieldCheck(key, wrapped)
  if (type === 'optional' && inner) return (wire) => wire[key] === undefined || inner(wire)
  if (type === 'nullable' && inner) return (wire) => wire[key] === null || inner(wire)
  return () => false
}

/**
 * Whether a wire item passes its kind's schema, tested from the schema's fields: a sound batch is
 * converted from the parsed JSON as it is; only a failing one goes to valibot, whose issue names
 * the item and field (valibot copies every item it checks, which cost more on a 100,000-item list
 * than converting it: issue 25 in docs/performance-history.md). A test never passes an item
 * valibot would refuse.
 */
const soundWire = Object.fromEntries(
  listKindNames.map((kind) => {
    const checks = Object.entries(wireItems[kind].entries).map(([key, schema]) =>
      fieldCheck(key, schema),
    )
    const sound = (wire: unknown) =>
      typeof wire === 'object' &&
      wire !== null &&
      checks.every((check) => check(wire as Record<string, unknown>))
    return [kind, sound]
  }),
) as Record<ListKind, (wire: unknown) => boolean>

/** Checks a list body's shape outside its items (`{ builds: [...] }`); returns them unchecked. */
export function listItemsOf(kind: ListKind, body: unknown, rayId?: string): unknown[] {
  const key = listKinds[kind].responseKey
  return parseWith(v.object({ [key]: v.array(v.unknown()) }), body, { rayId })[key] as unknown[]
}

/**
 * What a list's items are read with: the clock the future-time warning compares against, and
 * what an error names as the source (the API's answer unless said: a snapshot file names itself).
 */
export type ItemReader = { now: number; rayId: string | undefined; source?: string }

export function itemReader(rayId?: string, source?: string): ItemReader {
  // A new list: no warning left over from a parse that failed part-way.
  pending = []
  return { now: Date.now(), rayId, ...(source !== undefined && { source }) }
}

/**
 * Checks and converts items `offset`, `offset + 1`, … of a kind's list; throws
 * InvalidResponseError naming the first faulty item (its index in the whole list) and field.
 */
export function readListItems<K extends ListKind>(
  kind: K,
  wires: readonly unknown[],
  offset: number,
  { now, rayId, source }: ItemReader,
): ListItem<K>[] {
  const convert = converters[kind] as (wire: unknown, now: number) => ListItem<K>
  if (wires.every(soundWire[kind])) return wires.map((wire) => convert(wire, now))
  // One valibot call per batch, not per item: the per-call set-up cost more than the checks.
  const result = v.safeParse(batchSchemas[kind], wires, { abortEarly: true })
  if (!result.success) {
    // The issue's path starts at the item's index in this batch: name it in the whole list.
    const [item, ...field] = result.issues[0].path ?? []
    const at = [listKinds[kind].responseKey, offset + Number(item?.key ?? 0)]
    throw issueError({ ...result.issues[0], path: field }, { rayId, source }, at)
  }
  return result.output.map((wire) => convert(wire, now))
}

/** Each item's id, in order: what duplicates are found by. */
export const idsOf = <K extends ListKind>(kind: K, items: readonly ListItem<K>[]) => {
  const idKey = idKeyOf(kind) as keyof ListItem<K>
  return items.map((item) => item[idKey] as string)
}

/** Checks and converts one list operation's body; throws InvalidResponseError naming the fault. */
export function parseList<K extends ListKind>(
  kind: K,
  body: unknown,
  rayId?: string,
): ListItem<K>[] {
  const items = readListItems(kind, listItemsOf(kind, body, rayId), 0, itemReader(rayId))
  return withDuplicateWarnings(
    items,
    duplicateWarnings(idsOf(kind, items), listKinds[kind].idField),
  )
}

export const parseGameList = (body: unknown, rayId?: string): GameSummary[] =>
  parseWith(gameList, body, { rayId }).games.map((game) => ({
    id: game.game_id,
    name: game.display_name,
    ...(typeof game.logo_url === 'string' && game.logo_url !== '' && { logoUrl: game.logo_url }),
  }))
