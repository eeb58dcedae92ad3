import { isBlank } from './is-blank'

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
export function cutAt(text: string, limit: number): number {
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
 * `gnp.exe` read as `exe.png`. Also the characters that show nothing yet count as letters: the
 * combining grapheme joiner (U+034F), the Hangul fillers (U+115F, U+3164) and the tag characters
 * (U+E0000 to U+E007F), which can carry a whole hidden text. The zero-width joiners (U+200C,
 * U+200D) are left: emoji sequences and several scripts need them.
 */
const CONTROLS =
  // U+034F, a combining mark, is matched on its own here, not combined with the range before it.
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- finding them is the point
  /[\u0000-\u001f\u007f-\u009f\u034f\u061c\u115f\u200b\u200e\u200f\u2028-\u202e\u2060-\u2069\u3164\ufeff\u{e0000}-\u{e007f}]/gu

/** Whether text holds a control or bidi formatting character (see `markControls`). */
export const hasControls = (text: string): boolean => text.search(CONTROLS) >= 0

/**
 * The distinct control characters text holds, as code points (`U+000A`), in order: at most
 * `most` of them, so that a long text stops being read once that many are found.
 */
export function controlsIn(text: string, most = Infinity): string[] {
  const found = new Set<string>()
  for (const [char] of text.matchAll(CONTROLS)) {
    if (found.add(codePoint(char)).size >= most) break
  }
  return [...found]
}

/** Each control or bidi formatting character made visible as its code point: `⟨U+202E⟩`. */
export const markControls = (text: string): string =>
  text.replace(CONTROLS, (char) => `⟨${codePoint(char)}⟩`)

/** A mark as markControls writes it: four hex digits in the BMP, five for a tag character. */
const MARK = /^⟨U\+[0-9A-F]{4,5}⟩/

/** A value as the UI shows it (see `showText`). */
export type ShownText = {
  /** Controls marked, cut with the length the value had. */
  text: string
  /** Whether the value was cut: `text` does not hold all of it. */
  cut: boolean
  /** Whether the part of the value looked at (its first `limit` + 1 characters) holds controls. */
  marked: boolean
}

/**
 * A value from outside (a name, an id) as the UI shows it, in a cell, a tooltip, a heading, an
 * accessible name or a message: controls made visible, then cut to `limit` characters with the
 * length the value had (`⟨U+202E⟩abc… (8,001 characters)`). A cut never falls inside a mark or a
 * surrogate pair. The work is bounded by `limit`, not by the value: a name may be 1 MiB.
 */
export function showText(text: string, limit = ECHO_LIMIT): ShownText {
  // Only what can be shown is marked: a mark is longer than what it stands for, and 100 million
  // of them would pass the longest string there can be.
  const head = text.length > limit ? text.slice(0, limit + 1) : text
  const marked = markControls(head)
  const holdsMarks = hasControls(head)
  if (marked.length <= limit) return { text: marked, cut: false, marked: holdsMarks }
  let end = cutAt(marked, limit)
  const open = marked.lastIndexOf('⟨', end - 1)
  const mark = open >= 0 ? MARK.exec(marked.slice(open)) : null
  if (mark && end - open < mark[0].length) end = open
  return {
    text: `${marked.slice(0, end)}${lengthNote(text.length)}`,
    cut: true,
    marked: holdsMarks,
  }
}

/** A value from outside as a message may echo it: `showText`'s text. */
export const echoText = (text: string, limit = ECHO_LIMIT): string => showText(text, limit).text

/** A name as the UI shows it: `showText`'s text, or "(no name)" when it has nothing to see. */
export const shownName = (name: string): string => (isBlank(name) ? NO_NAME : echoText(name))

/** What the UI shows for a name that is empty or only white space or zero-width characters. */
export const NO_NAME = '(no name)'
