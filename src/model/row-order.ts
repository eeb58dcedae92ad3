import { derived, type ListModel } from './list-model'
import type { UploadSummary } from './list-items'
import { naturalSortKey } from '@/lib/natural-compare'
import { uploadStatus, type StatusClock, type UploadStatus } from './upload-status'
import { sortColumns, type SortColumn, type SortState } from './sort'

type Key = number | bigint | string
type Keys = ArrayLike<Key>

const statusRank: Record<UploadStatus, number> = { complete: 0, stale: 1, uploading: 2 }

/** A column's keys being made: where they go, and each item's. */
type KeyMaking<K extends Key> = { keys: { [index: number]: K }; keyOf: (item: UploadSummary) => K }
type KeyMaker = (
  items: readonly UploadSummary[],
  clock: StatusClock,
) => KeyMaking<string> | KeyMaking<number> | KeyMaking<bigint>

/** One sort key per item and sort column: plain values, so a comparison is one `<`. */
const keyMakers = {
  name: (items) => ({
    keys: new Array<string>(items.length),
    keyOf: (item) => naturalSortKey(item.name),
  }),
  // As the labels read: Complete, Stale, Uploading. An item that turns stale while the list is
  // open keeps its place until the list is loaded again.
  status: (items, { now, staleAfter }) => ({
    keys: new Uint8Array(items.length),
    keyOf: (item) => statusRank[uploadStatus(item, now, staleAfter)],
  }),
  // Mixed number and bigint would compare unequal under `===`: use bigint for all when needed.
  // An unknown size or time sorts below every known one.
  size: (items) =>
    items.some((item) => typeof item.size === 'bigint')
      ? { keys: new Array<bigint>(items.length), keyOf: (item) => BigInt(item.size ?? -1) }
      : {
          keys: new Float64Array(items.length),
          keyOf: (item) => (item.size as number | undefined) ?? -1,
        },
  created: (items) => ({
    keys: new Float64Array(items.length),
    keyOf: (item) => item.createdAt ?? -Infinity,
  }),
} satisfies Record<SortColumn, KeyMaker>

/** Items whose keys are made between two looks at the clock: a few ms at most. */
const PART = 1000

/**
 * A column's keys, made a part at a time: `fill` makes parts while `hasTime()` (one at least)
 * and says whether all are made.
 */
function keyFiller(items: readonly UploadSummary[], column: SortColumn, clock: StatusClock) {
  const { keys, keyOf }: KeyMaking<Key> = keyMakers[column](items, clock)
  let next = 0
  const fill = (hasTime: () => boolean) => {
    do {
      const end = Math.min(next + PART, items.length)
      for (; next < end; next++) keys[next] = keyOf(items[next] as UploadSummary)
    } while (next < items.length && hasTime())
    return next === items.length
  }
  return { keys: keys as Keys, fill }
}

const keysName = (column: SortColumn) => `sort keys: ${column}`

/** A column's sort keys, kept on the list's model: they live exactly as long as its response. */
const keysFor = (list: ListModel, column: SortColumn, clock: StatusClock): Keys =>
  derived(list, keysName(column), () => {
    const { keys, fill } = keyFiller(list.items, column, clock)
    fill(() => true)
    return keys
  })

/**
 * Each column's sort keys, made ahead of the first click on a header, so a sort only sorts. The
 * app runs these when the page is idle after a list arrives, each a part at a time while the
 * moment lasts (`whenIdleEach`): the names of 100,000 builds in one go held a host's page for
 * 344–845 ms. Each says whether its column's keys are all made.
 */
export const sortKeyPreparations = (list: ListModel, clock: StatusClock) =>
  sortColumns.map((column) => {
    let filler: ReturnType<typeof keyFiller> | undefined
    return (hasTime: () => boolean) => {
      // A click on the header made them meanwhile.
      if (list.cache.has(keysName(column))) return true
      filler ??= keyFiller(list.items, column, clock)
      if (!filler.fill(hasTime)) return false
      const { keys } = filler
      derived(list, keysName(column), () => keys)
      return true
    }
  })

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
