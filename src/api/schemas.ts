import * as v from 'valibot'
import { parseWith } from './parse'
import { isRfc3339 } from './rfc-3339'

/**
 * Wire shapes of the three list operations (interface document, section 2) and of the games
 * list (CONTRACT.md). Unknown fields are dropped; everything the app uses is checked here and
 * turned into the camelCase types the rest of the code works with.
 */

const timestamp = v.pipe(
  v.string(),
  v.check(isRfc3339, 'an RFC 3339 timestamp'),
  v.transform((text) => Date.parse(text)),
)

const byteCount = v.pipe(
  v.number(),
  v.check((n) => Number.isInteger(n) && n >= 0, 'a whole number of bytes, 0 or more'),
)

const uploadFields = {
  upload_id: v.string(),
  display_name: v.string(),
  create_ts: timestamp,
  content_length: byteCount,
  complete: v.boolean(),
}

type UploadWire = v.InferOutput<v.ObjectSchema<typeof uploadFields, undefined>>

function toUploadSummary(wire: UploadWire) {
  return {
    uploadId: wire.upload_id,
    name: wire.display_name,
    createdAt: wire.create_ts,
    size: wire.content_length,
    complete: wire.complete,
  }
}

export type UploadSummary = ReturnType<typeof toUploadSummary>

const buildSchema = v.pipe(
  v.object({ build_id: v.string(), ...uploadFields }),
  v.transform((wire) => ({ ...toUploadSummary(wire), buildId: wire.build_id })),
)

const siteSchema = v.pipe(
  v.object({ site_id: v.string(), ...uploadFields }),
  v.transform((wire) => ({ ...toUploadSummary(wire), siteId: wire.site_id })),
)

const avatarSchema = v.pipe(
  v.object({ url: v.optional(v.string()), ...uploadFields }),
  v.transform((wire) => ({ ...toUploadSummary(wire), url: wire.url })),
)

const gameSchema = v.pipe(
  v.object({ game_id: v.string(), display_name: v.string() }),
  v.transform((wire) => ({ id: wire.game_id, name: wire.display_name })),
)

export type Build = v.InferOutput<typeof buildSchema>
export type CdnSite = v.InferOutput<typeof siteSchema>
export type Avatar = v.InferOutput<typeof avatarSchema>
export type GameSummary = v.InferOutput<typeof gameSchema>

const buildList = v.object({ builds: v.array(buildSchema) })
const siteList = v.object({ sites: v.array(siteSchema) })
const avatarList = v.object({ custom_avatars: v.array(avatarSchema) })
const gameList = v.object({ games: v.array(gameSchema) })

export const parseBuildList = (body: unknown, rayId?: string): Build[] =>
  parseWith(buildList, body, { rayId }).builds
export const parseSiteList = (body: unknown, rayId?: string): CdnSite[] =>
  parseWith(siteList, body, { rayId }).sites
export const parseAvatarList = (body: unknown, rayId?: string): Avatar[] =>
  parseWith(avatarList, body, { rayId }).custom_avatars
export const parseGameList = (body: unknown, rayId?: string): GameSummary[] =>
  parseWith(gameList, body, { rayId }).games
