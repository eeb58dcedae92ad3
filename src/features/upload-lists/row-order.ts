import type { UploadSummary } from '../../api/schemas'
import { naturalSortKey } from '../../lib/natural-compare'
import { uploadStatus } from './upload-status'
import type { UploadStatus } from './upload-status'

type Key = number | bigint | string
type Keys = ArrayLike<Key>

/** What the status order depends on: the clock and the stale threshold, when keys are built. */
export type StatusClock = { now: number; staleAfter: number }

const statusRank: Record<UploadStatus, number> = { complete: 0, stale: 1, uploading: 2 }

type KeyBuilder = (items: readonly UploadSummary[], clock: StatusClock) => Keys

/**
 * One sort key per item and column: plain values, so a comparison is one `<`. The columns an
 * upload list can be sorted by are exactly these.
 */
const keyBuilders = {
  name: (items) => items.map((item) => naturalSortKey(item.name)),
  // As the labels read: Complete, Stale, Uploading. An item that turns stale while the list is
  // open keeps its place until the list is loaded again.
  status: (items, { now, staleAfter }) =>
    Uint8Array.from(items, (item) => statusRank[uploadStatus(item, now, staleAfter)]),
  // Mixed number and bigint would compare unequal under `===`: use bigint for all when needed.
  // An unknown size or time sorts below every known one.
  size: (items) =>
    items.some((item) => typeof item.size === 'bigint')
      ? items.map((item) => BigInt(item.size ?? -1))
      : Float64Array.from(items, (item) => (item.size as number | undefined) ?? -1),
  created: (items) => Float64Array.from(items, (item) => item.createdAt ?? -Infinity),
} satisfies Record<string, KeyBuilder>

/** A column an upload list can be sorted by: one with sort keys. */
export type SortColumn = keyof typeof keyBuilders
export type SortDirection = 'asc' | 'desc'
export type SortState = { column: SortColumn; direction: SortDirection }

export const isSortColumn = (value: string): value is SortColumn =>
  Object.hasOwn(keyBuilders, value)

export const sortColumns: readonly SortColumn[] = Object.keys(keyBuilders).filter(isSortColumn)

type ListCache = { keys: Partial<Record<SortColumn, Keys>>; orders: Map<string, Uint32Array> }

/** Keyed by the response's array: keys and orders live exactly as long as that response. */
const caches = new WeakMap<readonly UploadSummary[], ListCache>()

function cacheFor(items: readonly UploadSummary[]): ListCache {
  let cache = caches.get(items)
  if (!cache) {
    cache = { keys: {}, orders: new Map() }
    caches.set(items, cache)
  }
  return cache
}

function keysFor(items: readonly UploadSummary[], column: SortColumn, clock: StatusClock): Keys {
  const cache = cacheFor(items)
  return (cache.keys[column] ??= keyBuilders[column](items, clock))
}

/**
 * Computes every column's sort keys ahead of the first click on a header (the app calls it
 * when the page is idle after a list arrives), so a sort only sorts.
 */
export function prepareSortKeys(items: readonly UploadSummary[], clock: StatusClock) {
  for (const column of sortColumns) keysFor(items, column, clock)
}

/**
 * The row order for a sort: indexes into `items`. Each column's keys are computed on the first
 * sort by that column, each order once per direction; both are kept for the life of the
 * response, so re-renders and flipping back and forth cost nothing. Ties keep the API's order
 * in both directions (a stable sort).
 */
export function rowOrder(
  items: readonly UploadSummary[],
  sort: SortState,
  clock: StatusClock,
): Uint32Array {
  const cache = cacheFor(items)
  const cacheKey = `${sort.column}.${sort.direction}`
  const cached = cache.orders.get(cacheKey)
  if (cached) return cached

  const keys = keysFor(items, sort.column, clock)
  const after = sort.direction === 'asc' ? 1 : -1
  const order = new Uint32Array(items.length)
  for (let i = 0; i < order.length; i++) order[i] = i
  order.sort((a, b) => {
    const keyA = keys[a] as Key
    const keyB = keys[b] as Key
    if (keyA === keyB) return a - b
    return keyA < keyB ? -after : after
  })
  cache.orders.set(cacheKey, order)
  return order
}
