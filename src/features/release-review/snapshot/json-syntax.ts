import { codePoint, echoText } from '@/lib/bound-text'

/*
 * Usage: `await findJsonError(text, pageSlices())` gives where `text` first stops being JSON (as
 * `JSON.parse` reads it) and how, or undefined when it is JSON. It reads the text a step at a
 * time, calling `pause` between steps, so a file of hundreds of megabytes is checked without
 * holding the page; it builds no values, so it costs no memory. `describeJsonError` words what
 * it found for a message: `“x” after the end of the JSON (line 1, column 1,204,338)`.
 */

/** Where JSON text first breaks the grammar, and how. */
export type JsonSyntaxError = {
  /** The UTF-16 index where it breaks: `text.length` when the text ends too soon. */
  at: number
  /** The line (from 1) and the column on it (from 1, in UTF-16 code units). */
  line: number
  column: number
  /** What is wrong there, worded for a message: quoted text is bounded, controls shown. */
  reason: string
}

/** Characters read between calls of `pause`: well under a millisecond of work. */
const STEP = 1 << 16

/* What the grammar allows next. */
/** A value: the start of the text, after `:`, after `,` in an array. */
const VALUE = 0
/** After `[`: a value or `]`. */
const FIRST_ITEM = 1
/** After `{`: a key or `}`. */
const FIRST_KEY = 2
/** After `,` in an object: a key. */
const KEY = 3
/** After a key: `:`. */
const COLON = 4
/** After a value: `,` or the closer of its container, or nothing but whitespace at the top. */
const AFTER = 5
/** Inside a string (a key, or a value). */
const STRING = 6

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON_CHAR = 0x3a
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const LINE_FEED = 0x0a
const U = 0x75

const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9
const isHex = (code: number) =>
  (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66)

/** A number as JSON writes it (sticky: matched where `lastIndex` says). */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
/** A character that may go on a number: one that follows a number's match makes it no number. */
const NUMBER_PART = /[\d.eE+-]/
/** The run of word-like characters quoted where the text goes wrong (`tru`, `NaN`, `0x1f`). */
const WORD = /[\w$.+-]{1,20}/y
/** The longest piece of the text a reason quotes. */
const QUOTE_LIMIT = 24

/** The text at `at` as a reason quotes it: a word, or one character; bounded, controls shown. */
function quoted(text: string, at: number): string {
  WORD.lastIndex = at
  const word = WORD.exec(text)?.[0] ?? String.fromCodePoint(text.codePointAt(at) ?? 0)
  return `“${echoText(word, QUOTE_LIMIT)}”`
}

const LITERALS = ['true', 'false', 'null'] as const

/**
 * Where `text` first stops being JSON, or undefined when it is JSON. `pause` is called every
 * STEP characters; when it returns a promise, the reading waits for it.
 */
export async function findJsonError(
  text: string,
  pause: () => Promise<void> | undefined,
): Promise<JsonSyntaxError | undefined> {
  const end = text.length
  let i = 0
  let line = 1
  let lineStart = 0
  let state = VALUE
  let stringIsKey = false
  /** The open containers, innermost last: true for an object. */
  const objects: boolean[] = []
  let nextPause = STEP

  const fail = (at: number, reason: string): JsonSyntaxError => ({
    at,
    line,
    column: at - lineStart + 1,
    reason,
  })
  const unexpected = (where: string) => fail(i, `${quoted(text, i)} ${where}`)
  const endsEarly = () =>
    fail(
      end,
      state === STRING
        ? 'it ends inside a string: the file may have been cut short'
        : `it ends inside ${objects.at(-1) ? 'an object' : 'an array'}: the file may have been cut short`,
    )

  for (;;) {
    if (i >= nextPause) {
      nextPause = i + STEP
      const wait = pause()
      if (wait) await wait
    }
    const limit = Math.min(end, nextPause)

    if (state === STRING) {
      while (i < limit) {
        const code = text.charCodeAt(i)
        if (code === QUOTE) break
        if (code === BACKSLASH) {
          const length = escapeLength(text, i)
          if (length === 0) return endsEarly()
          if (length < 0) return fail(i, badEscape(text, i))
          i += length
          continue
        }
        if (code < 0x20) {
          return fail(
            i,
            `${codePoint(text.charAt(i))} inside a string, where a control character must be written as an escape`,
          )
        }
        i++
      }
      if (i >= end) return endsEarly()
      if (text.charCodeAt(i) !== QUOTE) continue // paused inside the string
      i++
      state = stringIsKey ? COLON : AFTER
      continue
    }

    let code = text.charCodeAt(i)
    while (i < limit && isSpace(code)) {
      if (code === LINE_FEED) {
        line++
        lineStart = i + 1
      }
      code = text.charCodeAt(++i)
    }
    if (i >= end) {
      if (state === AFTER && objects.length === 0) return undefined
      if (state === VALUE && objects.length === 0) return fail(end, 'it holds no value')
      return endsEarly()
    }
    if (i >= limit) continue // paused in whitespace

    switch (state) {
      case AFTER: {
        const inObject = objects.at(-1)
        if (inObject === undefined) return unexpected('after the end of the JSON')
        if (code === COMMA) {
          state = inObject ? KEY : VALUE
          i++
        } else if (code === (inObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
          objects.pop()
          i++
        } else {
          return unexpected(`where “,” or “${inObject ? '}' : ']'}” should be`)
        }
        continue
      }
      case COLON:
        if (code !== COLON_CHAR) return unexpected('where “:” should follow a key')
        state = VALUE
        i++
        continue
      case FIRST_KEY:
      case KEY:
        if (code === CLOSE_BRACE && state === FIRST_KEY) {
          objects.pop()
          state = AFTER
          i++
        } else if (code === QUOTE) {
          state = STRING
          stringIsKey = true
          i++
        } else {
          return unexpected(
            state === FIRST_KEY
              ? 'where a key (in double quotes) or “}” should be'
              : 'where a key (in double quotes) should be',
          )
        }
        continue
      case FIRST_ITEM:
        if (code === CLOSE_BRACKET) {
          objects.pop()
          state = AFTER
          i++
          continue
        }
    }

    // A value.
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      objects.push(code === OPEN_BRACE)
      state = code === OPEN_BRACE ? FIRST_KEY : FIRST_ITEM
      i++
    } else if (code === QUOTE) {
      state = STRING
      stringIsKey = false
      i++
    } else if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      NUMBER.lastIndex = i
      const number = NUMBER.exec(text)
      const after = i + (number?.[0].length ?? 0)
      if (!number || NUMBER_PART.test(text.charAt(after))) {
        return unexpected('is not a number as JSON writes one')
      }
      i = after
      state = AFTER
    } else {
      const literal = LITERALS.find((word) => text.startsWith(word, i))
      if (!literal) return unexpected('where a value should be')
      i += literal.length
      state = AFTER
    }
  }
}

/**
 * How long the escape at `at` (a backslash) is: 2, or 6 for `\uXXXX`; 0 when the text ends
 * inside it, -1 when it is not one JSON has.
 */
function escapeLength(text: string, at: number): number {
  if (at + 1 >= text.length) return 0
  if ('"\\/bfnrt'.includes(text.charAt(at + 1))) return 2
  if (text.charCodeAt(at + 1) !== U) return -1
  for (let k = at + 2; k < at + 6; k++) {
    if (k >= text.length) return 0
    if (!isHex(text.charCodeAt(k))) return -1
  }
  return 6
}

const badEscape = (text: string, at: number) => {
  const shown = echoText(text.slice(at, text.charCodeAt(at + 1) === U ? at + 6 : at + 2), 8)
  return `“${shown}” in a string, an escape JSON does not have`
}

/** What `findJsonError` found, as a message says it. */
export function describeJsonError({ line, column, reason }: JsonSyntaxError): string {
  const count = (n: number) => n.toLocaleString('en-US')
  return `${reason} (line ${count(line)}, column ${count(column)})`
}
