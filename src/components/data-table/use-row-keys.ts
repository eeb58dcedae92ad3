import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { excessOf, scrollTopFor } from './use-row-window'

/** The focused element where `node` is: inside an embedded panel's shadow root, not its host. */
export const focusedIn = (node: Node) => (node.getRootNode() as Document | ShadowRoot).activeElement

/** The row elements drawn, by item (an index into `items`): each row puts itself in and out. */
export type RowElements = Map<number, HTMLElement>

/**
 * The rows as one tab stop that moves (roving tabindex, the ARIA grid pattern): ArrowUp/ArrowDown
 * a row, PageUp/PageDown a screen, Home/End the first and last row. The tab stop is an item (an
 * index into `items`), not a place, so it stays on the same build after a sort or a filter;
 * positions are places in the whole list. A row out of the window is scrolled to first
 * (`scrollTopFor`, scaled lists too) and focused once rendered.
 */
export function useRowKeys(
  scrollRef: RefObject<HTMLElement | null>,
  headRef: RefObject<HTMLElement | null>,
  rows: RowElements,
  order: Uint32Array,
  first: number,
  last: number,
  rowHeight: number,
) {
  const [active, setActive] = useState<number>()
  // A row to focus as soon as the window renders it.
  const pending = useRef<number | undefined>(undefined)
  const inWindow = active !== undefined && order.subarray(first, last).includes(active)
  const tabStop = inWindow ? active : order[first]
  const rowAt = (position: number) => rows.get(order[position] ?? -1)
  // The rows' part of the view, under the sticky header.
  const viewHeight = () =>
    (scrollRef.current?.clientHeight ?? 0) - (headRef.current?.offsetHeight ?? 0)

  // Into the page's view too (a narrow page scrolls as a whole); in the table's, it is already.
  const focusRow = (row: HTMLElement) => {
    row.focus({ preventScroll: true })
    row.scrollIntoView({ block: 'nearest' })
  }

  /**
   * Focuses the row at `wanted`, scrolled to first when it is not drawn: to the top of the view,
   * its bottom (`align: 'end'`), or its middle (`'center'`, always scrolled to). The scroll
   * position comes from `scrollTopFor`, which knows a long list's scaled scrolling (the
   * browser's own `scrollIntoView` does not); the row is focused once drawn there.
   */
  const goTo = (wanted: number, align: 'start' | 'end' | 'center' = 'start') => {
    const scroller = scrollRef.current
    if (!scroller || order.length === 0) return
    const position = Math.min(order.length - 1, Math.max(0, wanted))
    setActive(order[position])
    const row = rowAt(position)
    if (row && align !== 'center') {
      focusRow(row)
      return
    }
    const view = viewHeight() - rowHeight
    const offset = align === 'end' ? view : align === 'center' ? Math.max(0, view / 2) : 0
    const range = scroller.scrollHeight - scroller.clientHeight
    const top = scrollTopFor(position, offset, range, excessOf(order.length, rowHeight), rowHeight)
    if (row && Math.abs(top - scroller.scrollTop) < 1) {
      focusRow(row)
      return
    }
    pending.current = position
    scroller.scrollTop = top
  }

  useLayoutEffect(() => {
    if (pending.current === undefined) return
    const row = rowAt(pending.current)
    if (!row) return
    pending.current = undefined
    focusRow(row)
  })

  const onRowKeyDown = (position: number, event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.metaKey) return
    const page = Math.max(1, Math.floor(viewHeight() / rowHeight) - 1)
    const moves: Record<string, () => void> = {
      ArrowDown: () => goTo(position + 1, 'end'),
      ArrowUp: () => goTo(position - 1),
      PageDown: () => goTo(position + page, 'end'),
      PageUp: () => goTo(position - page),
      Home: () => goTo(0),
      End: () => goTo(order.length - 1, 'end'),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  // Tab arriving on the row standing in for an item out of the window (after a sort that moved
  // it away) goes on to that item, wherever it now is; a click focuses the row clicked.
  const onRowFocus = (position: number) => {
    const key = order[position]
    if (key === tabStop && active !== undefined && active !== key) {
      const at = order.indexOf(active)
      if (at >= 0) {
        goTo(at)
        return
      }
    }
    if (key !== active) setActive(key)
  }

  // `onRowKeyDown` is for a key on the row itself, not on a control in it; `reveal` brings the row
  // into the middle of the view and focuses it (a link's item).
  return {
    tabStop,
    onRowKeyDown,
    onRowFocus,
    reveal: (position: number) => goTo(position, 'center'),
  }
}
