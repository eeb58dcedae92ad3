import type { Bytes } from '@/lib/format-size'
import type { ListKind } from './list-kinds'

/*
 * The items of the three lists as the app works with them: camelCase, values read and checked.
 * The API's wire shapes, and how an item is made from one, are src/api/schemas.ts's.
 */

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
/** One of a build's tags: its key and its value, both text. */
export type Tag = readonly [key: string, value: string]
/** A build's tags in the API's order; `[]` for none, as most builds have. */
export type Tags = readonly Tag[]
export type Build = UploadSummary & { buildId: string; tags: Tags }
export type Site = UploadSummary & { siteId: string }
export type Avatar = UploadSummary & { url: string | undefined }

type ListItems = { builds: Build; sites: Site; avatars: Avatar }

/** An item of a kind's list: `ListItem<'builds'>` is a Build. */
export type ListItem<K extends ListKind> = ListItems[K]

/** A game the token's user can see; `logoUrl` as the API sent it (not yet resolved or checked). */
export type GameSummary = { id: string; name: string; logoUrl?: string }
