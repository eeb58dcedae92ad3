import { useLayoutEffect, useRef, type RefObject } from 'react'
import { excessOf } from './use-row-window'

/**
 * When the rows' list is replaced (a refresh, the fresh list after the one kept from the last
 * visit) while the operator has scrolled, the row at the top of the view stays at the top: rows
 * that arrive above it do not push it down. The browser's scroll anchoring cannot do this, as
 * only the rows in view are rendered and a row element shows whichever item is at its place; at
 * the very top, new rows show above as they always did. Not for a list laid out scaled (over
 * about 365,000 rows, use-row-window.ts), whose scroll position does not map one to one.
 */
export function useKeepTopRow<T>(
  scrollRef: RefObject<HTMLElement | null>,
  items: readonly T[],
  order: Uint32Array,
  rowHeight: number,
  rowId: ((item: T) => string) | undefined,
) {
  const shown = useRef({ items, order })
  useLayoutEffect(() => {
    const before = shown.current
    shown.current = { items, order }
    const element = scrollRef.current
    if (!rowId || !element || before.items === items || element.scrollTop === 0) return
    if (excessOf(before.order.length, rowHeight) > 0 || excessOf(order.length, rowHeight) > 0) {
      return
    }
    const { scrollTop } = element
    const place = Math.floor(scrollTop / rowHeight)
    const top = before.items[before.order[place] ?? -1]
    if (top === undefined) return
    const id = rowId(top)
    const now = order.findIndex((index) => rowId(items[index] as T) === id)
    if (now >= 0 && now !== place) element.scrollTop = scrollTop + (now - place) * rowHeight
  }, [scrollRef, items, order, rowHeight, rowId])
}
