/**
 * Cuts a list body (`{"builds": [item, item, …]}`) into its items while it is still arriving, so
 * the first items can be parsed and shown before the last byte is in. It is not a JSON parser: it
 * only follows strings and nesting far enough to know where each item of the one array it looks
 * for begins and ends; `JSON.parse` reads the items themselves, a batch at a time.
 *
 * Everything outside that array is kept, with the array emptied, so that when the body ends
 * `JSON.parse` can read the rest exactly as it would have read the whole body: a body that is not
 * JSON, is cut short, or lacks the array is then refused with today's message. A body whose list
 * is not found where expected (not an object, the key spelled with escapes, the value not an
 * array) is kept whole, and read whole when it ends.
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

const QUOTE = 34
const BACKSLASH = 92
const OPEN_BRACE = 123
const CLOSE_BRACE = 125
const OPEN_BRACKET = 91
const CLOSE_BRACKET = 93
const COMMA = 44
const COLON = 58

const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9

/** Where a string that starts at `start` (just after its quote) ends: the closing quote's index. */
function stringEnd(text: string, start: number): number {
  let at = text.indexOf('"', start)
  while (at !== -1) {
    let backslashes = 0
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return at
    at = text.indexOf('"', at + 1)
  }
  return -1
}

export function createListSplitter(responseKey: string): ListSplitter {
  const quotedKey = JSON.stringify(responseKey)
  /** Text not yet consumed: the start of an unfinished item or token. */
  let pending = ''
  /** The body outside the array (before it, `[]`, after it), or the whole body when not split. */
  let outside = ''
  let phase: 'before' | 'items' | 'after' | 'whole' = 'before'
  /** Before the array: nesting depth, and whether the next string at depth 1 is a key. */
  let depth = 0
  let expectKey = false
  let lastKey = ''
  let afterColon = false

  /** Looks for `"<key>": [` at depth 1; returns where the items begin, or -1 for "not yet". */
  function findArray(text: string): number {
    let i = 0
    while (i < text.length) {
      const code = text.charCodeAt(i)
      if (code === QUOTE) {
        const end = stringEnd(text, i + 1)
        if (end === -1) return -2 - i // unfinished string: wait for more, from i
        if (depth === 1 && expectKey) {
          lastKey = text.slice(i, end + 1)
          expectKey = false
        }
        afterColon = false
        i = end + 1
        continue
      }
      if (isSpace(code)) {
        i++
        continue
      }
      if (depth === 1 && afterColon && lastKey === quotedKey) {
        // The list's value: an array is split, anything else is read whole at the end.
        if (code === OPEN_BRACKET) return i + 1
        phase = 'whole'
        return -1
      }
      afterColon = false
      if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        if (depth === 0 && code !== OPEN_BRACE) {
          phase = 'whole'
          return -1
        }
        depth++
        expectKey = depth === 1
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth--
      } else if (code === COMMA) {
        expectKey = depth === 1
      } else if (code === COLON) {
        afterColon = depth === 1
      } else if (depth === 0) {
        phase = 'whole'
        return -1
      }
      i++
    }
    return -2 - text.length
  }

  /** Item scanning state: nesting inside the current item (0: between items). */
  let itemDepth = 0
  let itemStarted = false
  let afterComma = false
  let malformed = false

  /** Cuts complete items out of `text`; returns them and what is left unconsumed. */
  function cutItems(text: string): { items: ItemsText | undefined; rest: string; closed: boolean } {
    let first = -1
    let lastEnd = -1
    let count = 0
    let i = 0
    // Where the item being scanned began (its first character), in `text`.
    let itemStart = itemStarted ? 0 : -1
    while (i < text.length) {
      const code = text.charCodeAt(i)
      if (code === QUOTE) {
        if (!itemStarted) {
          itemStarted = true
          itemStart = i
        }
        const end = stringEnd(text, i + 1)
        if (end === -1) break
        i = end + 1
        continue
      }
      if (itemDepth === 0 && (code === COMMA || code === CLOSE_BRACKET)) {
        if (itemStarted) {
          if (first === -1) first = itemStart
          lastEnd = i
          count++
          itemStarted = false
        } else if (code === COMMA || afterComma) {
          // `[,`, `,,` or `,]`: no item where one must be. JSON.parse of the batches would not
          // see it (a batch holds only whole items), so the body is refused when it ends.
          malformed = true
        }
        afterComma = code === COMMA
        if (code === CLOSE_BRACKET) {
          phase = 'after'
          const items = count ? { text: text.slice(first, lastEnd), count } : undefined
          return { items, rest: text.slice(i + 1), closed: true }
        }
        i++
        continue
      }
      if (!isSpace(code) && !itemStarted) {
        itemStarted = true
        itemStart = i
      }
      if (code === OPEN_BRACE || code === OPEN_BRACKET) itemDepth++
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) itemDepth--
      i++
    }
    const items = count ? { text: text.slice(first, lastEnd), count } : undefined
    if (itemStarted) {
      // Rescan the unfinished item from its start next time, with its nesting reset.
      itemDepth = 0
      itemStarted = false
      return { items, rest: text.slice(itemStart), closed: false }
    }
    // Between items: everything was consumed (what matters of it is in `afterComma`).
    return { items, rest: '', closed: false }
  }

  return {
    push(chunk) {
      let text = pending + chunk
      pending = ''
      if (phase === 'whole' || phase === 'after') {
        outside += text
        return undefined
      }
      if (phase === 'before') {
        const found = findArray(text)
        if (found === -1) {
          outside += text
          return undefined
        }
        if (found < -1) {
          // Not yet: keep what was scanned, and the unfinished token to scan again.
          const scannedTo = -2 - found
          outside += text.slice(0, scannedTo)
          pending = text.slice(scannedTo)
          return undefined
        }
        outside += text.slice(0, found) + ']'
        text = text.slice(found)
        phase = 'items'
      }
      const { items, rest, closed } = cutItems(text)
      if (closed) {
        outside += rest
      } else {
        pending = rest
      }
      return items
    },
    end() {
      const tail = pending
      pending = ''
      if (phase === 'whole' || phase === 'before') return { kind: 'whole', text: outside + tail }
      // Cut short inside the array: the `]` already in `outside` would hide that.
      // Cut short inside the array, or an item missing between commas: the `]` already in
      // `outside` would hide that, so a character JSON never allows is added.
      if (phase === 'items' || malformed)
        return { kind: 'split', outside: `${outside}${tail}\u0000` }
      return { kind: 'split', outside: outside + tail }
    },
  }
}
