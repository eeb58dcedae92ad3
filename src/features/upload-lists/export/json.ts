import type { Tags } from '../../../api/schemas'
import { isTags, type ExportValue } from './export-fields'
import { isoTime, numberText, type ExportTable } from './export-table'

/**
 * A JSON literal. Written by hand because `JSON.stringify` refuses bigint, and a byte count must
 * stay a bare number with every digit, not a string and not rounded to a double.
 */
export function jsonValue(value: ExportValue): string {
  if (value === undefined) return 'null'
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value)
  if (value instanceof Date) {
    const time = isoTime(value)
    return time === undefined ? 'null' : JSON.stringify(time)
  }
  if (isTags(value)) return tagsObject(value)
  return numberText(value) ?? 'null'
}

/** A build's tags as the API sent them, an object, laid out one level deeper than its row. */
function tagsObject(tags: Tags): string {
  if (tags.length === 0) return '{}'
  const entries = tags.map(
    ([key, value]) => `      ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  )
  return `{\n${entries.join(',\n')}\n    }`
}

/**
 * An array of objects, one per row, keys in field order, laid out as
 * `JSON.stringify(rows, null, 2)` would lay them out, with a trailing newline.
 */
export function toJson({ names, rows }: ExportTable): string {
  if (rows.length === 0) return '[]\n'
  const keys = names.map((name) => `    ${JSON.stringify(name)}: `)
  const objects = rows.map((row) =>
    row.length === 0
      ? '  {}'
      : `  {\n${row.map((value, i) => `${keys[i]}${jsonValue(value)}`).join(',\n')}\n  }`,
  )
  return `[\n${objects.join(',\n')}\n]\n`
}
