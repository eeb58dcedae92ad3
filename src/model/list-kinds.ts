/*
 * The list kinds: every fact about builds, CDN sites and custom avatars but their wire schema
 * (schemas.ts), columns and sample data. Paths, query keys, tabs, URL values, the reference API's
 * routes, test stubs, e2e helpers and scripts all derive from it, so a new kind starts here. No
 * imports and no React: the server, the scripts and the boot script read it too.
 */

export const listKinds = {
  builds: {
    /** After `/cloud/games/{game_id}` (OpenAPI document: server/openapi/cloud-api.schema.json). */
    path: '/builds',
    /** The array's key in the response body. */
    responseKey: 'builds',
    /** The field that names an item; duplicates of it are flagged. */
    idField: 'build_id',
    /** The id column's header. */
    idLabel: 'Build ID',
    label: 'Builds',
    singular: 'build',
    plural: 'builds',
    emptyHint: 'Builds show up here as soon as one starts uploading.',
  },
  sites: {
    path: '/cdn/sites',
    responseKey: 'sites',
    idField: 'site_id',
    idLabel: 'Site ID',
    label: 'CDN sites',
    singular: 'CDN site',
    plural: 'CDN sites',
    emptyHint: 'CDN sites show up here as soon as one starts uploading.',
  },
  avatars: {
    path: '/avatars',
    responseKey: 'custom_avatars',
    idField: 'upload_id',
    idLabel: 'Upload ID',
    label: 'Avatars',
    singular: 'custom avatar',
    plural: 'custom avatars',
    emptyHint: 'Avatars show up here as soon as a player starts uploading one.',
  },
} as const

/** A kind's name: its key above, its tab's value in the URL (`?tab=`) and its export file stem. */
export type ListKind = keyof typeof listKinds

/** The kinds in the order their tabs appear. */
export const listKindNames = Object.keys(listKinds) as ListKind[]

export type ListKindFacts<K extends ListKind = ListKind> = (typeof listKinds)[K]

export const isListKind = (value: string | null | undefined): value is ListKind =>
  value != null && Object.hasOwn(listKinds, value)

/** Where a kind's id field lands on its parsed item: `build_id` → `buildId`. */
export const idKeyOf = (kind: ListKind) =>
  listKinds[kind].idField.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())
