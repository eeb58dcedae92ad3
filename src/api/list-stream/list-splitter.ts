import {
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
  closingQuote,
  readString,
  type StringState,
} from './json-strings'
import { createOutsideScanner, isSpace } from './outside-scanner'

/**
 * Cuts a list body (`{"builds": [item, item, …]}`, or a bare `[item, item, …]`) into its items
 * while it arrives, so the first can be parsed and shown before the last byte is in. Not a JSON
 * parser: it follows strings and nesting only far enough to find where each item of the one array
 * begins and ends; `JSON.parse` reads the items, a batch at a time. Each character is looked at
 * once, the scan's state kept between pieces, so one item of many megabytes costs no more than
 * many small ones.
 *
 * Everything outside that array is kept (outside-scanner.ts), the array emptied and whitespace
 * runs as one space, so at the end `JSON.parse` reads the rest as it would the whole body: a body
 * not JSON, cut short, or lacking the array is refused with the usual message. A body whose list
 * is not where expected (not an object, the key spelled with escapes, the value not an array) is
 * kept and read whole when it ends.
 *
 * An item longer than `maxItemChars`, or more than `maxOutsideChars` kept outside the items, stops
 * it with a `ListPartTooLarge` as soon as the piece that passes the limit is in.
 */
export type ListSplitter = {
  /** Takes the next piece of text; returns the complete items in it, as `item,item` text. */
  push(text: string): ItemsText | undefined
  /** The body has ended: what is left to read. */
  end(): Remainder
}

/** Complete items, as the text between `[` and `]` would hold them, and how many. */
export type ItemsText = { text: string; count: number }

export type Remainder =
  /** The items were all cut out: `outside` is the body with the array left empty. */
  | { kind: 'split'; outside: string }
  /** The list was never found as expected: the body, whole, to be read as one. */
  | { kind: 'whole'; text: string }

export type SplitterLimits = {
  /** The most characters of JSON one item may have (unlimited when not given). */
  maxItemChars?: number
  /** The most characters kept outside the items (unlimited when not given). */
  maxOutsideChars?: number
}

/** A part of the body passed its limit: item `index` (from 0), or what lies outside the items. */
export class ListPartTooLarge extends Error {
  override readonly name = 'ListPartTooLarge'
  constructor(
    readonly part: 'item' | 'outside',
    /** The limit passed, in characters. */
    readonly limit: number,
    /** How many items came before it: the item's index in the list. */
    readonly index: number,
  ) {
    super(`The list's ${part} passed ${limit} characters.`)
  }
}

/**
 * `responseKey`: the key the list's array is under, in an object; undefined when the body is the
 * array itself (an export made before snapshots).
 */
export function createListSplitter(
  responseKey: string | undefined,
  { maxItemChars = Infinity, maxOutsideChars = Infinity }: SplitterLimits = {},
): ListSplitter {
  /** Whether the scan is in a string at the end of a piece, in the items or outside them. */
  const strings: StringState = { inside: false, escaped: false }
  const outside = createOutsideScanner(responseKey, strings)
  /** The list's array has ended: what follows is outside it. */
  let arrayClosed = false

  /** Reads `text` from `from` outside the items; returns where the items begin in it, or -1. */
  const scanOutside = (text: string, from: number) => {
    const itemsFrom = outside.scan(text, from)
    if (outside.kept.length > maxOutsideChars) {
      throw new ListPartTooLarge('outside', maxOutsideChars, itemCount)
    }
    return itemsFrom
  }

  /* The items: nesting inside the current one (0: between items), and the unfinished one. */
  let itemCount = 0
  let itemDepth = 0
  let itemStarted = false
  let afterComma = false
  let malformed = false
  /** The unfinished item's text from earlier pieces, and its length. */
  let itemPieces: string[] = []
  let itemChars = 0

  /**
   * Cuts complete items out of `text` from `from`; returns them, and where the array closed
   * (past its `]`), or -1 when it is still open. The scan's state is copied into locals for the
   * loop (it runs once per character of the body) and written back after it.
   */
  function cutItems(text: string, from: number): { items: ItemsText | undefined; closed: number } {
    /** An item begun in an earlier piece goes on at `from`: its start is in `itemPieces`. */
    const continuing = itemStarted
    let started = itemStarted
    let nesting = itemDepth
    let first = -1
    let lastEnd = -1
    let count = 0
    let prefix = ''
    let itemStart = continuing ? from : -1
    let closed = -1
    let i = from
    if (strings.inside) {
      const end = readString(text, i, strings)
      i = end === -1 ? text.length : end + 1
    }
    while (i < text.length) {
      const code = text.charCodeAt(i)
      if (code === QUOTE) {
        if (!started) {
          started = true
          itemStart = i
        }
        const end = closingQuote(text, i + 1)
        if (end === -1) {
          readString(text, i + 1, strings)
          break
        }
        i = end + 1
        continue
      }
      if (nesting === 0 && (code === COMMA || code === CLOSE_BRACKET)) {
        if (started) {
          const carried = continuing && first === -1
          if ((carried ? itemChars : 0) + i - itemStart > maxItemChars) {
            throw new ListPartTooLarge('item', maxItemChars, itemCount)
          }
          if (carried) prefix = itemPieces.join('')
          if (first === -1) first = itemStart
          lastEnd = i
          count++
          itemCount++
          started = false
        } else if (code === COMMA || afterComma) {
          // `[,`, `,,` or `,]`: no item where one must be. JSON.parse of the batches would not
          // see it (a batch holds only whole items), so the body is refused when it ends.
          malformed = true
        }
        afterComma = code === COMMA
        if (code === CLOSE_BRACKET) {
          closed = i + 1
          break
        }
        i++
        continue
      }
      if (!started && !isSpace(code)) {
        started = true
        itemStart = i
      }
      if (code === OPEN_BRACE || code === OPEN_BRACKET) nesting++
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) nesting--
      i++
    }
    itemDepth = nesting
    itemStarted = started
    const items = count ? { text: prefix + text.slice(first, lastEnd), count } : undefined
    if (closed !== -1) {
      arrayClosed = true
      itemPieces = []
      itemChars = 0
    } else if (!started) {
      itemPieces = []
      itemChars = 0
    } else {
      if (continuing && first === -1) {
        itemPieces.push(text.slice(from))
        itemChars += text.length - from
      } else {
        itemPieces = [text.slice(itemStart)]
        itemChars = text.length - itemStart
      }
      if (itemChars > maxItemChars) throw new ListPartTooLarge('item', maxItemChars, itemCount)
    }
    return { items, closed }
  }

  return {
    push(text) {
      let from = 0
      if (outside.found !== true || arrayClosed) {
        from = scanOutside(text, 0)
        if (from === -1) return undefined
      }
      const cut = cutItems(text, from)
      if (cut.closed !== -1) scanOutside(text, cut.closed)
      return cut.items
    },
    end() {
      const { found, kept } = outside
      if (found !== true) return { kind: 'whole', text: kept }
      // Cut short inside the array, or an item missing between commas: the `]` already in
      // `kept` would hide that, so a character JSON never allows is added.
      if (!arrayClosed || malformed) return { kind: 'split', outside: `${kept}\u0000` }
      return { kind: 'split', outside: kept }
    },
  }
}
