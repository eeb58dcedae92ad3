import {
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
  readString,
  type StringState,
} from './json-strings'

export const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9

/**
 * The list splitter's reading of a body outside the items (list-splitter.ts). What it reads is
 * kept, each whitespace run outside strings as one space (the same to `JSON.parse`), so
 * whitespace never grows it. It follows keys and nesting just far enough to find the array:
 * `"<key>": [` at depth 1 of the top object, or the top array when there is no key. `found` says
 * whether it was (`undefined`: not yet); `kept` holds the body with its `[` and an added `]`.
 */
export type OutsideScanner = {
  /** Reads `text` from `from`: where the items begin when the array opens in it, else -1. */
  scan(text: string, from: number): number
  readonly found: boolean | undefined
  readonly kept: string
}

export function createOutsideScanner(
  responseKey: string | undefined,
  strings: StringState,
): OutsideScanner {
  const quotedKey = responseKey === undefined ? undefined : JSON.stringify(responseKey)
  let found: boolean | undefined
  let kept = ''
  let lastKeptSpace = false
  /* Looking for the array: nesting, keys, and whether a value follows the last key. */
  let depth = 0
  let expectKey = false
  let readingKey = false
  let key = ''
  let lastKey = ''
  let afterColon = false

  const keep = (piece: string) => {
    if (piece === '') return
    kept += piece
    lastKeptSpace = false
  }

  /** The string just read on was `text.slice(start, end)`: part of a key, perhaps. */
  function keyPart(text: string, start: number, end: number, ended: boolean) {
    if (!readingKey || quotedKey === undefined) return
    // A key longer than the one looked for is not it: only that much of it is kept.
    key += text.slice(start, Math.min(end, start + quotedKey.length - key.length))
    if (!ended) return
    lastKey = `"${key}"`
    readingKey = false
  }

  /** A character outside strings while looking: true when it opens the list's array. */
  function opensList(code: number): boolean {
    if (quotedKey === undefined || (depth === 1 && afterColon && lastKey === quotedKey)) {
      // The list's value (or the body): an array is split, anything else is read whole.
      if (code === OPEN_BRACKET) return true
      found = false
      return false
    }
    afterColon = false
    if (code === QUOTE) {
      if (depth === 0) found = false
      readingKey = depth === 1 && expectKey
      expectKey = false
      key = ''
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (depth === 0 && code !== OPEN_BRACE) found = false
      depth++
      expectKey = depth === 1
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--
    } else if (code === COMMA) {
      expectKey = depth === 1
    } else if (code === COLON) {
      afterColon = depth === 1
    } else if (depth === 0) {
      found = false
    }
    return false
  }

  return {
    get found() {
      return found
    },
    get kept() {
      return kept
    },
    scan(text, from) {
      let i = from
      let start = from
      while (i < text.length) {
        if (strings.inside) {
          const end = readString(text, i, strings)
          keyPart(text, i, end === -1 ? text.length : end, end !== -1)
          i = end === -1 ? text.length : end + 1
          continue
        }
        const code = text.charCodeAt(i)
        if (isSpace(code)) {
          keep(text.slice(start, i))
          if (!lastKeptSpace) {
            keep(' ')
            lastKeptSpace = true
          }
          while (i < text.length && isSpace(text.charCodeAt(i))) i++
          start = i
          continue
        }
        if (found === undefined && opensList(code)) {
          keep(`${text.slice(start, i + 1)}]`)
          found = true
          return i + 1
        }
        if (code === QUOTE) strings.inside = true
        i++
      }
      keep(text.slice(start, i))
      return -1
    },
  }
}
