import { useLayoutEffect, useRef, type RefObject } from 'react'
import { focusedIn, type RowElements } from './use-row-keys'
import { excessOf, scrollTopFor, shiftAt } from './use-row-window'

/** How the rows' list was laid out at a commit. */
type Layout = { count: number; scrollHeight: number }

/** A row's position in the list before a change, and now. */
type Moved = { before: number; now: number }

/**
 * Keeps a row where it shows when the layout changes from `before` to `after` (rows arrived, the
 * list was replaced): the `focused` row if it showed, else the row at the view's top, which
 * `moved(position)` finds now (-1: gone). A scaled list (use-row-window.ts) maps a scroll position
 * to another row once its length changes, so the row's place is read through the scaling before
 * and written through it after. Undefined when nothing need move.
 */
export function keptScrollTop(
  scrollTop: number,
  clientHeight: number,
  focused: Moved | undefined,
  before: Layout,
  after: Layout,
  rowHeight: number,
  moved: (position: number) => number,
): number | undefined {
  const beforeRange = before.scrollHeight - clientHeight
  const viewTop =
    scrollTop + shiftAt(scrollTop, beforeRange, excessOf(before.count, rowHeight), rowHeight)
  const topRow = Math.floor(viewTop / rowHeight)
  const shows = (position: number) =>
    position >= 0 &&
    (position + 1) * rowHeight > viewTop &&
    position * rowHeight < viewTop + clientHeight
  const anchor = focused && shows(focused.before) ? focused : { before: topRow, now: moved(topRow) }
  if (anchor.now < 0) return undefined
  const offset = anchor.before * rowHeight - viewTop
  const afterRange = after.scrollHeight - clientHeight
  const top = scrollTopFor(
    anchor.now,
    offset,
    afterRange,
    excessOf(after.count, rowHeight),
    rowHeight,
  )
  return Math.abs(top - scrollTop) < 1 ? undefined : top
}

/**
 * Where `id` is in `order` now, looked for outward from where it was: rows that arrive or go
 * move a row by a little, so this is near at once, and a million rows are read only when it left.
 */
function nearestPosition(order: Uint32Array, from: number, isIt: (index: number) => boolean) {
  for (let step = 0; step <= order.length; step++) {
    const below = from + step
    const above = from - step
    if (below < order.length && isIt(order[below]!)) return below
    if (step > 0 && above >= 0 && above < order.length && isIt(order[above]!)) return above
    if (below >= order.length && above < 0) break
  }
  return -1
}

/**
 * When the list changes under a scrolled view (rows arriving, a refresh, the fresh list after the
 * one kept from the last visit), the operator's row stays where it shows: the focused row (a
 * link's item among them), else the row at the view's top. Scroll anchoring cannot: only the rows
 * in view are rendered, a row element shows whichever item is at its place, and a scaled list
 * (over about 365,000 rows, use-row-window.ts) maps its scroll position to other rows as it grows.
 * At the very top, new rows show above as always.
 */
export function useKeepRowInPlace<T>(
  scrollRef: RefObject<HTMLElement | null>,
  items: readonly T[],
  order: Uint32Array,
  rowHeight: number,
  rowId: ((item: T) => string) | undefined,
  rows: RowElements,
) {
  const shown = useRef<{ items: readonly T[]; order: Uint32Array; layout?: Layout }>({
    items,
    order,
  })
  useLayoutEffect(() => {
    const before = shown.current
    const element = scrollRef.current
    if (!element) return
    const layout = { count: order.length, scrollHeight: element.scrollHeight }
    shown.current = { items, order, layout }
    const { scrollTop, clientHeight } = element
    if (!rowId || !before.layout || before.items === items || scrollTop === 0) return
    // Where the row at `position` in one list is in the other, looked for near the same place.
    const find = (from: typeof before, to: typeof before, position: number) => {
      const item = from.items[from.order[position] ?? -1]
      if (item === undefined) return -1
      const id = rowId(item)
      return nearestPosition(to.order, position, (index) => rowId(to.items[index] as T) === id)
    }
    // The focused row element is its item's (rows are keyed by item): it shows it at its place now.
    const focus = focusedIn(element)
    const key = [...rows].find(([, row]) => row.contains(focus))?.[0]
    const now = key === undefined ? -1 : order.indexOf(key)
    const focused = now >= 0 ? { before: find(shown.current, before, now), now } : undefined
    const top = keptScrollTop(
      scrollTop,
      clientHeight,
      focused,
      before.layout,
      layout,
      rowHeight,
      (position) => find(before, shown.current, position),
    )
    if (top !== undefined) element.scrollTop = top
  }, [scrollRef, items, order, rowHeight, rowId, rows])
}
