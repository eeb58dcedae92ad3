import { isTags, type ExportValue } from './export-fields'
import { isoTime, numberText, type ExportTable } from './export-table'

/** Lets Excel read the file as UTF-8, so CJK and emoji names survive. */
export const BOM = '\uFEFF'
const CRLF = '\r\n'

/**
 * A spreadsheet runs a cell starting with one of these as a formula (`=HYPERLINK(…)`, `@SUM(…)`,
 * `-2+3`); a leading apostrophe makes it text (OWASP, "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** Text as a spreadsheet shows it, never as a formula. */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text)

/** RFC 4180: quoted when it holds a quote, comma or line break; quotes doubled. */
export const quote = (text: string) =>
  NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text

/** One cell. Only text can come from outside; the numbers, times and booleans are written here. */
export function csvCell(value: ExportValue): string {
  if (value === undefined) return ''
  if (typeof value === 'string') return quote(neutralise(value))
  if (typeof value === 'boolean') return String(value)
  if (value instanceof Date) return isoTime(value) ?? ''
  if (isTags(value)) return csvCell(value.map(([key, tag]) => `${key}=${tag}`).join('; '))
  return numberText(value) ?? ''
}

/** RFC 4180 text: a header row, then one record per row, each ending in CRLF; BOM first. */
export function toCsv({ names, rows }: ExportTable): string {
  const records = [names.map(csvCell), ...rows.map((row) => row.map(csvCell))]
  return BOM + records.map((record) => record.join(',') + CRLF).join('')
}
