import {
  DEFAULT_MAX_ITEM_BYTES,
  DEFAULT_MAX_RESPONSE_BYTES,
  InvalidResponseError,
  NetworkError,
  tooLargeError,
  unreadableAnswerError,
} from '@/api/errors'
import { formatSize } from '@/lib/format-size'
import { listKinds, type ListKind } from '@/model/list-kinds'
import { duplicateWarnings } from '@/api/duplicates'
import { idsOf, itemReader, listItemsOf, parseList, readListItems } from '@/api/schemas'
import type { ListItem } from '@/model/list-items'
import { decodeErrorResponse } from '@/api/decode-error'
import { openRequest, parseAnswer, rayIdOf } from '@/api/request'
import { createListSplitter, ListPartTooLarge } from './list-splitter'

/** A step of the load, for DevTools and the benchmark: ms on this context's clock. */
export type Step = { name: string; start: number; end: number }

export type ReadListRequest<K extends ListKind = ListKind> = {
  kind: K
  url: string
  headers: Record<string, string>
  /** Reading stops past this many bytes (DEFAULT_MAX_RESPONSE_BYTES). */
  maxBytes?: number | undefined
  /** Reading stops at an item longer than this (DEFAULT_MAX_ITEM_BYTES), in characters. */
  maxItemBytes?: number | undefined
}

export type ReadListEnd = {
  /** Warnings of items whose id another item also has, by index (known only at the end). */
  duplicates: Map<number, string>
  steps: Step[]
}

/**
 * How often items are handed on while a list arrives: the first at once, then after this many
 * ms, each wait twice the last, up to HAND_OVER_MAX_MS. Each hand-over re-sorts and re-counts
 * what has arrived on the page, so a long list is handed on a few times, not hundreds.
 */
const HAND_OVER_MS = 100
const HAND_OVER_MAX_MS = 1000

/**
 * The most kept of a body outside its list's array (runs of whitespace count as one character):
 * a list answer has a few bytes there. Without a bound, whitespace or a huge value outside the
 * array would grow one string until the engine refuses it.
 */
const MAX_OUTSIDE_BYTES = 1024 * 1024

/**
 * Fetches a kind's list and reads it as it arrives: items are cut out, parsed with their exact
 * integers, checked in batches and handed to `onItems` (the first at once, then less often).
 * Resolves when the body ended sound; throws the errors, with the messages, that reading the whole
 * body would (src/api/client.ts). Runs in the list worker (list-worker.ts), or on the page.
 */
export async function readList<K extends ListKind>(
  {
    kind,
    url,
    headers,
    maxBytes = DEFAULT_MAX_RESPONSE_BYTES,
    maxItemBytes = DEFAULT_MAX_ITEM_BYTES,
  }: ReadListRequest<K>,
  signal: AbortSignal,
  onItems: (items: ListItem<K>[]) => void,
): Promise<ReadListEnd> {
  const steps: Step[] = []
  const requestStart = performance.now()
  const { response: answer, failure, progress } = openRequest(url, { headers, signal })
  const response = await answer
  const firstByte = performance.now()
  steps.push({ name: 'response', start: requestStart, end: firstByte })
  if (!response.ok) throw await decodeErrorResponse(response)
  const rayId = rayIdOf(response)

  const { responseKey, idField } = listKinds[kind]
  const splitter = createListSplitter(responseKey, {
    maxItemChars: maxItemBytes,
    maxOutsideChars: MAX_OUTSIDE_BYTES,
  })
  const reader = itemReader(rayId)
  const ids: string[] = []
  let read = 0
  let waiting: ListItem<K>[] = []
  let handedOverAt = -Infinity
  let wait = HAND_OVER_MS
  const handOver = (force: boolean) => {
    const now = performance.now()
    if (waiting.length === 0) return
    if (!force && now - handedOverAt < wait) return
    if (handedOverAt === -Infinity) steps.push({ name: 'first items', start: firstByte, end: now })
    else wait = Math.min(wait * 2, HAND_OVER_MAX_MS)
    handedOverAt = now
    onItems(waiting)
    waiting = []
  }

  const decoder = new TextDecoder()
  const body = response.body?.getReader()
  /** The next part of the body; a failure here is the network's (or the abort's, or a limit's). */
  const nextChunk = async () => {
    try {
      return body ? await body.read() : { done: true as const, value: undefined }
    } catch (error) {
      throw failure(error, new NetworkError(url, { cause: error, midBody: true }))
    }
  }
  /** Cuts, parses and checks a part; a failure here is the answer's: asking again repeats it. */
  const take = (chunk: ReadableStreamReadResult<Uint8Array>) => {
    const text = chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true })
    const cut = splitter.push(text)
    if (!cut) return
    const wires = parseAnswer(`[${cut.text}]`, rayId) as unknown[]
    const items = readListItems(kind, wires, read, reader)
    read += items.length
    for (const id of idsOf(kind, items)) ids.push(id)
    for (const item of items) waiting.push(item)
  }
  let bytes = 0
  try {
    for (;;) {
      const chunk = await nextChunk()
      progress()
      bytes += chunk.value?.byteLength ?? 0
      if (bytes > maxBytes) throw tooLargeError(maxBytes, rayId)
      try {
        take(chunk)
        if (chunk.done) break
        handOver(false)
      } catch (error) {
        throw error instanceof ListPartTooLarge
          ? partTooLargeError(error, responseKey, rayId)
          : unreadableAnswerError(error, rayId)
      }
    }
  } catch (error) {
    void body?.cancel().catch(() => undefined)
    throw error
  }
  steps.push({ name: 'body', start: firstByte, end: performance.now() })

  const rest = splitter.end()
  if (rest.kind === 'whole') {
    // The list was not where a list body has it: read the body whole, as before streaming.
    const items = parseList(kind, parseAnswer(rest.text, rayId), rayId)
    onItems(items)
    return { duplicates: new Map(), steps }
  }
  // Anything wrong outside the items (the body not an object, say) is named as before.
  listItemsOf(kind, parseAnswer(rest.outside, rayId), rayId)
  handOver(true)
  steps.push({ name: 'all items', start: firstByte, end: performance.now() })
  return { duplicates: duplicateWarnings(ids, idField), steps }
}

/** Why reading stopped at a part of the body past its limit, as the operator is told. */
function partTooLargeError(
  { part, limit, index }: ListPartTooLarge,
  responseKey: string,
  rayId: string | undefined,
): InvalidResponseError {
  if (part === 'item') {
    return new InvalidResponseError(
      `Item ${index} of "${responseKey}" in the API's answer passed ${formatSize(limit)} and was still arriving: more than this dashboard reads for one item, so it stopped reading. If items really are that large, raise maxItemMegabytes in config.json.`,
      { path: `${responseKey}[${index}]`, rayId },
    )
  }
  return new InvalidResponseError(
    `The API's answer holds more than ${formatSize(limit)} besides its "${responseKey}" list, which a list answer never has, so the dashboard stopped reading it. Check the configured API address; if it is right, report this answer with its ray id.`,
    { rayId },
  )
}
