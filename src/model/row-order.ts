import { derived, type ListModel } from './list-model'
import type { UploadSummary } from './list-items'
import { naturalSortKey } from '@/lib/natural-compare'
import { uploadStatus, type StatusClock, type UploadStatus } from './upload-status'
import { sortColumns, type SortColumn, type SortState } from './sort'

type Key = number | bigint | string
type Keys = ArrayLike<Key>

const statusRank: Record<UploadStatus, number> = { complete: 0, stale: 1, uploading: 2 }

type KeyBuilder = (items: readonly UploadSummary[], clock: StatusClock) => Keys

/** One sort key per item and sort column: plain values, so a comparison is one `<`. */
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
} satisfies Record<SortColumn, KeyBuilder>

/** A column's sort keys, kept on the list's model: they live exactly as long as its response. */
const keysFor = (list: ListModel, column: SortColumn, clock: StatusClock): Keys =>
  derived(list, `sort keys: ${column}`, () => keyBuilders[column](list.items, clock))

/**
 * Each column's sort keys, computed ahead of the first click on a header (the app runs these
 * when the page is idle after a list arrives, one a moment: all at once held a host's page for
 * 200 ms at 100,000 builds), so a sort only sorts.
 */
export const sortKeyPreparations = (list: ListModel, clock: StatusClock) =>
  sortColumns.map((column) => () => void keysFor(list, column, clock))

/**
 * The row order for a sort: indexes into `items`. A column's keys are computed at its first sort,
 * each order once per direction, both kept for the response's life, so re-renders and flipping
 * cost nothing. Ties keep the API's order in both directions (a stable sort).
 */
export function rowOrder(list: ListModel, sort: SortState, clock: StatusClock): Uint32Array {
  return derived(list, `order: ${sort.column}.${sort.direction}`, () => {
    const keys = keysFor(list, sort.column, clock)
    const after = sort.direction === 'asc' ? 1 : -1
    const order = new Uint32Array(list.items.length)
    for (let i = 0; i < order.length; i++) order[i] = i
    // The API sends newest first, the default order: a list in the order asked for, as each
    // batch of one arriving is, costs one pass instead of a sort.
    if (inOrder(keys, after)) return order
    order.sort((a, b) => {
      const keyA = keys[a] as Key
      const keyB = keys[b] as Key
      if (keyA === keyB) return a - b
      return keyA < keyB ? -after : after
    })
    return order
  })
}

/** Whether the keys already stand in the order `after` asks for (1 ascending, -1 descending). */
function inOrder(keys: Keys, after: 1 | -1): boolean {
  for (let i = 1; i < keys.length; i++) {
    const keyA = keys[i - 1] as Key
    const keyB = keys[i] as Key
    if (keyA !== keyB && (keyA < keyB ? -after : after) > 0) return false
  }
  return true
}
