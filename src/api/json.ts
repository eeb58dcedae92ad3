/**
 * `content_length` is an unsigned 64-bit integer; `JSON.parse` rounds integers above 2^53.
 * Before parsing, integer literals of 16 or more digits in that field are turned into marked
 * strings, which the schema turns into exact values. Only that field is touched, and only where
 * it is a JSON key (a backslash-escaped quote inside a name does not match), so parsing an
 * ordinary list costs one fast literal search on top of `JSON.parse`.
 */
export const EXACT_INTEGER_MARK = '\u0000u64:'

const LONG_INTEGER_FIELD = /(?<!\\)("content_length"\s*:\s*)(\d{16,})(?![\d.eE])/g

/** The mark as JSON text: a raw NUL is not allowed inside a JSON string, its escape is. */
const MARK_IN_JSON = '\\u0000u64:'

export function parseJsonExact(text: string): unknown {
  return JSON.parse(text.replace(LONG_INTEGER_FIELD, `$1"${MARK_IN_JSON}$2"`))
}
