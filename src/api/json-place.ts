/*
 * Usage: `describeJsonError(text, error)` for an error `JSON.parse(text)` threw gives the engine's
 * words and where it stopped: `Unexpected non-whitespace character after JSON (line 1, column
 * 1,204,338)`. V8 says `at position N` (newer versions add line and column), but for an unexpected
 * token it quotes up to ten characters each side instead: that quote is found in the text, and if
 * it occurs more than once, the last place up to which the text is still JSON wins.
 */

/** V8's `kMaxContextCharacters`: how much text its message quotes each side of the token. */
const CONTEXT = 10

const POSITION = / at position (\d+)(?: \(line \d+ column \d+\))?/
const UNEXPECTED_TOKEN =
  /^Unexpected token '[\s\S]*?', (\.\.\.)?"([\s\S]*)"(\.\.\.)? is not valid JSON$/

/** What went wrong and where, for a message: bounded by its caller. */
export function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const at = positionOf(text, message)
  const reason = message.replace(POSITION, '')
  if (at === undefined) return reason
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  let line = 1
  for (let next = text.indexOf('\n'); next !== -1 && next < at; next = text.indexOf('\n', next + 1))
    line += 1
  const count = (value: number) => value.toLocaleString('en-US')
  return `${reason} (line ${count(line)}, column ${count(at - lineStart + 1)})`
}

/** The UTF-16 index where `JSON.parse(text)` stopped, as its message says or quotes it. */
function positionOf(text: string, message: string): number | undefined {
  const position = POSITION.exec(message)
  if (position) return Number(position[1])
  if (message === 'Unexpected end of JSON input') return text.length
  const quoted = UNEXPECTED_TOKEN.exec(message)
  if (!quoted) return undefined
  const [, before, quote = '', after] = quoted
  // From the start of the text: the quote ends ten characters past the token.
  if (!before && after) return quote.length - CONTEXT
  const offset = before ? CONTEXT : 0
  const places: number[] = []
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    if (before) places.push(at + offset)
    // The whole (short) text is quoted: the token is any character of it.
    else for (let index = 0; index < quote.length; index += 1) places.push(at + index)
  }
  return lastStillJson(text, places)
}

/** Of ascending `places`, the last up to which `text` is still JSON, or undefined if none. */
function lastStillJson(text: string, places: readonly number[]): number | undefined {
  let low = 0
  let high = places.length - 1
  let found: number | undefined
  while (low <= high) {
    const middle = (low + high) >> 1
    const place = places[middle] as number
    if (stillJson(text, place)) {
      found = place
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

/** True when the first `length` characters of `text` are JSON that has not ended yet. */
function stillJson(text: string, length: number): boolean {
  try {
    JSON.parse(text.slice(0, length))
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    const position = POSITION.exec(message)
    return message === 'Unexpected end of JSON input' || Number(position?.[1] ?? -1) >= length
  }
}
