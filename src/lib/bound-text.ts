/** How much of a value from outside (the API, the URL, a file) a message echoes. */
export const ECHO_LIMIT = 200

/**
 * `text` cut to `limit` characters (never inside a surrogate pair), with how long it was:
 * `abc… (1,000,000 characters)`. Shorter text comes back as it is.
 */
export function boundText(text: string, limit = ECHO_LIMIT): string {
  if (text.length <= limit) return text
  return `${text.slice(0, cutAt(text, limit))}${lengthNote(text.length)}`
}

/** Where to cut `text` to at most `limit` characters: never inside a surrogate pair. */
function cutAt(text: string, limit: number): number {
  const last = text.charCodeAt(limit - 1)
  return last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit
}

/** What follows text cut short: `… (1,000,000 characters)`, the length it had. */
export const lengthNote = (length: number): string =>
  `… (${length.toLocaleString('en-US')} characters)`

/** A character's code point as Unicode writes it: `U+202E`. */
export const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

/**
 * Control and bidirectional formatting characters: C0 and C1 controls, the bidi marks, embeddings,
 * overrides and isolates, the zero-width space, the line and paragraph separators (U+2028, U+2029:
 * invisible, yet they break a line), word joiner and BOM. Echoed as given, an RLO (U+202E) makes
 * `gnp.exe` read as `exe.png`. The zero-width joiners (U+200C, U+200D) are left: emoji sequences
 * and several scripts need them.
 */
const CONTROLS =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu

/** Whether text holds a control or bidi formatting character (see `markControls`). */
export const hasControls = (text: string): boolean => text.search(CONTROLS) >= 0

/** Each control or bidi formatting character made visible as its code point: `⟨U+202E⟩`. */
export const markControls = (text: string): string =>
  text.replace(CONTROLS, (char) => `⟨${codePoint(char)}⟩`)

/** A mark as markControls writes it; every character CONTROLS finds is in the BMP. */
const MARK = /^⟨U\+[0-9A-F]{4}⟩/
const MARK_LENGTH = '⟨U+202E⟩'.length

/**
 * A value from outside as a message may echo it: controls made visible, then cut to `limit`
 * characters with the length the value had (`⟨U+202E⟩abc… (8,001 characters)`). A cut never
 * falls inside a mark or a surrogate pair.
 */
export function echoText(text: string, limit = ECHO_LIMIT): string {
  // Only what can be shown is marked: a mark is longer than what it stands for, and 100 million
  // of them would pass the longest string there can be.
  const marked = markControls(text.length > limit ? text.slice(0, limit + 1) : text)
  if (marked.length <= limit) return marked
  let end = cutAt(marked, limit)
  const open = marked.lastIndexOf('⟨', end - 1)
  if (open >= 0 && end - open < MARK_LENGTH && MARK.test(marked.slice(open))) end = open
  return `${marked.slice(0, end)}${lengthNote(text.length)}`
}
