/*
 * JSON strings as the list splitter reads them, in pieces: where one ends, and where a string
 * cut between two pieces goes on. Nothing in a string is looked at but quotes and backslashes.
 */

const BACKSLASH = 92

/** The character codes of JSON's structure, as the splitter and the outside scanner test them. */
export const QUOTE = 34
export const OPEN_BRACE = 123
export const CLOSE_BRACE = 125
export const OPEN_BRACKET = 91
export const CLOSE_BRACKET = 93
export const COMMA = 44
export const COLON = 58

/** Whether a scan is inside a string at the end of a piece, and just after an escaping `\`. */
export type StringState = { inside: boolean; escaped: boolean }

/**
 * Where a string read from `start` (inside it, not just after an escaping backslash) ends: the
 * index of its closing quote, or -1 when `text` ends first.
 */
export function closingQuote(text: string, start: number): number {
  let at = text.indexOf('"', start)
  while (at !== -1) {
    let backslashes = 0
    while (at - 1 - backslashes >= start && text.charCodeAt(at - 1 - backslashes) === BACKSLASH)
      backslashes++
    if (backslashes % 2 === 0) return at
    at = text.indexOf('"', at + 1)
  }
  return -1
}

/**
 * Reads a string on from `from` (just after its opening quote, or where a later piece begins):
 * the index of its closing quote in `text`, or -1 when it goes on past `text`. `state` says
 * where the string stands at the end, for the next piece.
 */
export function readString(text: string, from: number, state: StringState): number {
  let start = from
  if (state.escaped) {
    // The escaped character is the first of this piece (none in it: still escaped).
    if (from >= text.length) return -1
    state.escaped = false
    start++
  }
  const end = closingQuote(text, start)
  state.inside = end === -1
  if (state.inside) state.escaped = endsEscaped(text, start)
  return end
}

/** Whether `text` (a string's text from `start`) ends in a backslash that escapes what follows. */
function endsEscaped(text: string, start: number): boolean {
  let backslashes = 0
  while (
    text.length - 1 - backslashes >= start &&
    text.charCodeAt(text.length - 1 - backslashes) === BACKSLASH
  )
    backslashes++
  return backslashes % 2 === 1
}
