/**
 * `content_length` is an unsigned 64-bit integer; `JSON.parse` rounds integers above 2^53, so
 * literals of 16 or more digits in that field become marked strings first, which `exactInteger`
 * reads exactly. Only that field as a JSON key matches (not a backslash-escaped quote in a name):
 * an ordinary list costs one fast literal search on top of `JSON.parse`. The mark holds a random
 * nonce, so a string the server sends can never pass for one of ours.
 */
const NONCE = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('')

const MARK = `\u0000u64:${NONCE}:`
/** The mark as JSON text: a raw NUL is not allowed inside a JSON string, its escape is. */
const MARK_IN_JSON = `\\u0000u64:${NONCE}:`
const MARKED_DIGITS = /^\d{16,}$/

const LONG_INTEGER_FIELD = /(?<!\\)("content_length"\s*:\s*)(\d{16,})(?![\d.eE])/g

export function parseJsonExact(text: string): unknown {
  return JSON.parse(text.replace(LONG_INTEGER_FIELD, `$1"${MARK_IN_JSON}$2"`))
}

/** The digits of an integer `parseJsonExact` marked, or undefined for anything else. */
export function markedDigits(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith(MARK)) return undefined
  const digits = value.slice(MARK.length)
  return MARKED_DIGITS.test(digits) ? digits : undefined
}

/** The exact value of an integer `parseJsonExact` marked, or undefined for anything else. */
export function exactInteger(value: unknown): bigint | undefined {
  const digits = markedDigits(value)
  return digits === undefined ? undefined : BigInt(digits)
}
