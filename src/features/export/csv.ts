import { isTags, type ExportValue } from './export-fields'
import { isoTime, numberText, type ExportTable } from './export-table'

/** Lets Excel read the file as UTF-8, so CJK and emoji names survive. */
export const BOM = '\uFEFF'
const CRLF = '\r\n'

/**
 * A spreadsheet runs a cell starting with one of `= + - @` as a formula (`=HYPERLINK(…)`,
 * `@SUM(…)`, `-2+3`), and some skip what comes before it: spaces of any kind (NBSP, ideographic),
 * control and format characters (NUL, tab, line breaks, BOM, zero-width space). Full-width forms
 * (`＝＋－＠`) are read as the same. A tab, CR or LF first is neutralised too (OWASP, "CSV
 * Injection"). A leading apostrophe makes the cell text.
 */
const FORMULA_START = /^(?:[\p{Z}\p{Cc}\p{Cf}\s]*[=+\-@＝＋－＠]|[\t\r\n])/u

/** Text as a spreadsheet shows it, never as a formula. */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text)

/**
 * Every text cell is quoted, not only where RFC 4180 requires it: a reader that splits on `;`
 * (many European locales) would otherwise start a new cell inside `x;=1+1`. Quotes doubled.
 */
export const quote = (text: string) => `"${text.replaceAll('"', '""')}"`

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
