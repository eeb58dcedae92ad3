/*
 * The sample data's wire types: items and games exactly as the API sends them. Types only, so
 * every module of server/data can import them without importing each other.
 */
import type { ListKind } from '../../src/model/list-kinds.ts'

/**
 * A build summary exactly as the API sends it (seed 2.1). `tags` is required in the published
 * document (most builds have none: `{}`); `{ current: 'true' }` marks the build in use.
 */
export type WireBuild = {
  build_id: string
  upload_id: string
  display_name: string
  create_ts: string
  content_length: number
  complete: boolean
  tags: Readonly<Record<string, string>>
}

/** A CDN site summary exactly as the API sends it (seed 2.2). */
export type WireSite = {
  site_id: string
  upload_id: string
  display_name: string
  create_ts: string
  content_length: number
  complete: boolean
}

/** A custom avatar summary (seed 2.3); `url` only when complete, a path in the sample data. */
export type WireAvatar = {
  upload_id: string
  display_name: string
  create_ts: string
  content_length: number
  complete: boolean
  url?: string
}

/** Each list kind's item; indexing it by every ListKind makes a kind without one an error. */
type WireItems = { builds: WireBuild; sites: WireSite; avatars: WireAvatar }

/** An item of the list `K`. */
export type WireItem<K extends ListKind = ListKind> = WireItems[K]

/** A game's lists, one per kind, keyed by the kind's name. */
export type SampleLists = { [K in ListKind]: WireItem<K>[] }

/** A game's developer, the published `GroupHandle`. */
export type WireGroup = {
  group_id: string
  display_name: string
  /** The group's links; `profile` is its page on the service's hub. */
  external: { profile: string }
}

/** An entry of `GET /cloud/games` (the published `GameSummary`), which the seed leaves out. */
export type WireGame = {
  game_id: string
  name_id: string
  display_name: string
  /** The game's page on the service's hub. */
  url: string
  developer: WireGroup
  logo_url?: string
  banner_url?: string
  total_player_count: number
}

/** One game and its assets, stored in no particular order: whoever serves them sorts. */
export type SampleGame = { game: WireGame } & SampleLists
