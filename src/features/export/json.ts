import type { Tags } from '@/model/list-items'
import { SNAPSHOT_VERSION, type SnapshotFilter, type SnapshotGame } from '@/model/snapshot-format'
import { isTags, type ExportValue } from './export-fields'
import { isoTime, numberText, type ExportTable } from './export-table'

/**
 * A JSON literal. Written by hand because `JSON.stringify` refuses bigint, and a byte count must
 * stay a bare number with every digit, not a string and not rounded to a double. `indent`: the
 * indentation of the line the value is on, for a build's tags.
 */
export function jsonValue(value: ExportValue, indent = ''): string {
  if (value === undefined) return 'null'
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value)
  if (value instanceof Date) return JSON.stringify(isoTime(value) ?? null)
  if (isTags(value)) return tagsObject(value, indent)
  return numberText(value) ?? 'null'
}

/** A build's tags as the API sent them, an object, laid out one level deeper than its field. */
function tagsObject(tags: Tags, indent: string): string {
  if (tags.length === 0) return '{}'
  const entries = tags.map(
    ([key, value]) => `${indent}  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  )
  return `{\n${entries.join(',\n')}\n${indent}}`
}

/**
 * An array of objects, one per row, keys in field order, laid out as `JSON.stringify(rows, null,
 * 2)` would lay it out on a line indented by `indent`.
 */
export function jsonRows({ names, rows }: ExportTable, indent = ''): string {
  if (rows.length === 0) return '[]'
  const field = `${indent}    `
  const keys = names.map((name) => `${field}${JSON.stringify(name)}: `)
  const objects = rows.map((row) =>
    row.length === 0
      ? `${indent}  {}`
      : `${indent}  {\n${row.map((value, i) => `${keys[i]}${jsonValue(value, field)}`).join(',\n')}\n${indent}  }`,
  )
  return `[\n${objects.join(',\n')}\n${indent}]`
}

/** What a snapshot says about itself (src/model/snapshot-format.ts). */
export type SnapshotHead = {
  game: SnapshotGame
  exportedAt: Date
  /** When the lists were fetched from the API, when known. */
  fetchedAt?: Date | undefined
  /** Only when the rows are those a filter matched. */
  filter?: SnapshotFilter | undefined
}

/**
 * A snapshot file (src/model/snapshot-format.ts): the head, then each list under the key of the
 * API's answer (`builds`, `sites`, `custom_avatars`), laid out as `JSON.stringify(…, null, 2)`
 * would lay it out, with a trailing newline.
 */
export function toSnapshotJson(
  { game, exportedAt, fetchedAt, filter }: SnapshotHead,
  lists: readonly (readonly [key: string, table: ExportTable])[],
): string {
  const head = {
    snapshot: SNAPSHOT_VERSION,
    game: { id: game.id, name: game.name },
    exported_at: isoTime(exportedAt),
    ...(fetchedAt && { fetched_at: isoTime(fetchedAt) }),
    ...(filter && { filter: { query: filter.query, status: filter.status, tags: filter.tags } }),
  }
  const fields = JSON.stringify(head, null, 2).slice(0, -2)
  const tables = lists.map(([key, table]) => `  ${JSON.stringify(key)}: ${jsonRows(table, '  ')}`)
  return `${[fields, ...tables].join(',\n')}\n}\n`
}
