import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react'
import { excessOf, scrollTopFor } from './use-row-window'

/** A body row's element by its place in the whole list (`aria-rowindex` counts the header). */
export const rowElementAt = (scroller: HTMLElement | null, position: number) =>
  scroller?.querySelector<HTMLElement>(`tbody tr[aria-rowindex="${position + 2}"]`) ?? null

/** The place in the whole list of the row holding `element`, or -1. */
export const rowPositionOf = (element: Element | null) => {
  const row = element?.closest('tbody tr[aria-rowindex]')
  return row ? Number(row.getAttribute('aria-rowindex')) - 2 : -1
}

/** The focused element where `node` is: inside an embedded panel's shadow root, not its host. */
export const focusedIn = (node: Node) => (node.getRootNode() as Document | ShadowRoot).activeElement

/** What in a row takes focus by itself; in a row it is reached by ArrowRight instead (row-actions). */
export const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex="0"]'

/** The row actions' own buttons (a copy button's, Details), not those in the details they open. */
export const barButtons = (bar: HTMLElement | null) => [
  ...(bar?.querySelectorAll<HTMLElement>(':scope > span > button, :scope > button') ?? []),
]

export type RowKeys = {
  /** The item (an index into `items`) whose row is the table's one tab stop. */
  tabStop: number | undefined
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
  /** Brings the row at this place in the whole list into the middle of the view and focuses it (a link's item). */
  reveal: (position: number) => void
}

/**
 * The rows as one tab stop that moves (roving tabindex, as in the ARIA grid pattern): ArrowUp
 * and ArrowDown go a row, PageUp and PageDown a screen, Home and End to the first and last row.
 * The tab stop is an item, not a place, so it stays on the same build after a sort or a filter.
 * A row out of the window is scrolled to first (`scrollTopFor`, scaled lists too) and focused
 * once it is rendered.
 */
export function useRowKeys(
  scrollRef: RefObject<HTMLElement | null>,
  order: Uint32Array,
  first: number,
  last: number,
  rowHeight: number,
): RowKeys {
  const [active, setActive] = useState<number>()
  // A row to focus as soon as the window renders it.
  const pending = useRef<number | undefined>(undefined)
  const inWindow = active !== undefined && order.subarray(first, last).includes(active)
  const tabStop = inWindow ? active : order[first]

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
    const row = rowElementAt(scroller, position)
    if (row && align !== 'center') {
      focusRow(row)
      return
    }
    const header = scroller.querySelector('thead')?.offsetHeight ?? 0
    const view = scroller.clientHeight - header - rowHeight
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
    const scroller = scrollRef.current
    // Controls inside rows leave the Tab order to the row: ArrowRight reaches them.
    for (const control of scroller?.querySelectorAll<HTMLElement>(`tbody tr :is(${FOCUSABLE})`) ??
      []) {
      control.tabIndex = -1
    }
    if (pending.current === undefined) return
    const row = rowElementAt(scroller, pending.current)
    if (!row) return
    pending.current = undefined
    focusRow(row)
  })

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement
    if (!target.matches('tbody tr[aria-rowindex]') || event.altKey || event.metaKey) return
    const position = rowPositionOf(target)
    const header = scrollRef.current?.querySelector('thead')?.offsetHeight ?? 0
    const page = Math.max(
      1,
      Math.floor(((scrollRef.current?.clientHeight ?? 0) - header) / rowHeight) - 1,
    )
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
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const target = event.target as HTMLElement
    if (!target.matches('tbody tr[aria-rowindex]')) return
    const key = order[rowPositionOf(target)]
    if (key === tabStop && active !== undefined && active !== key) {
      const position = order.indexOf(active)
      if (position >= 0) {
        goTo(position)
        return
      }
    }
    if (key !== active) setActive(key)
  }

  return { tabStop, onKeyDown, onFocus, reveal: (position) => goTo(position, 'center') }
}
