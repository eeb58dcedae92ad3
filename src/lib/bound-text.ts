/** How much of a value from outside (the API, the URL, a file) a message echoes. */
export const ECHO_LIMIT = 200

/**
 * `text` cut to `limit` characters (never inside a surrogate pair), with how long it was:
 * `abc… (1,000,000 characters)`. Shorter text comes back as it is.
 */
export function boundText(text: string, limit = ECHO_LIMIT): string {
  if (text.length <= limit) return text
  let end = limit
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${text.slice(0, end)}${lengthNote(text.length)}`
}

/** What follows text cut short: `… (1,000,000 characters)`, the length it had. */
export const lengthNote = (length: number): string =>
  `… (${length.toLocaleString('en-US')} characters)`

/** A character's code point as Unicode writes it: `U+202E`. */
export const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

/**
 * Control and bidirectional formatting characters: C0 and C1 controls, the bidi marks, embeddings,
 * overrides and isolates, the zero-width space, word joiner and BOM. Echoed as given, an RLO
 * (U+202E) makes `gnp.exe` read as `exe.png`. The zero-width joiners (U+200C, U+200D) are left:
 * emoji sequences and several scripts need them.
 */
const CONTROLS =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu

/** Whether text holds a control or bidi formatting character (see `markControls`). */
export const hasControls = (text: string): boolean => text.search(CONTROLS) >= 0

/** Each control or bidi formatting character made visible as its code point: `⟨U+202E⟩`. */
export const markControls = (text: string): string =>
  text.replace(CONTROLS, (char) => `⟨${codePoint(char)}⟩`)

/** A value from outside as a message may echo it: controls made visible, then bounded. */
export const echoText = (text: string, limit = ECHO_LIMIT): string =>
  boundText(markControls(text), limit)
