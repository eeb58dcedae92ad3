import type {
  ColumnSizingState,
  ColumnVisibilityState,
  OnChangeFn,
  RowData,
  SortingState,
} from '@tanstack/react-table'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { columnId, foldedAt, foldedRowHeight } from './folding'
import { useAppTable, type ListCells, type TableColumn } from './table-features'
import { RowActions, useRowActions } from './row-actions'
import type { RowLink } from './row-link-button'
import { TableMarkup, type RowEvents } from './table-markup'
import { useKeepRowInPlace } from './use-keep-row-in-place'
import { useRevealRow } from './use-reveal-row'
import { useRowKeys, type RowElements } from './use-row-keys'
import { useRowWindow } from './use-row-window'
import { useOnWidth } from './use-width'

export type DataTableProps<T extends RowData> = {
  /** Accessible name of the table, e.g. "Builds of Space Raiders". */
  label: string
  items: readonly T[]
  /** Which items to show, in order: indexes into `items` (sorted and filtered by the caller). */
  order: Uint32Array
  /** The columns, at module scope (react-table keeps its column model while they are the same). */
  columns: TableColumn<T>[]
  /**
   * The sort the headers show (react-table's sorting state), held by the caller, whose `order`
   * must follow it: the table never reorders rows itself.
   */
  sorting: SortingState
  /** A header click asks for a new sort here. */
  onSortingChange: OnChangeFn<SortingState>
  /** Every row has this height in pixels, which is what lets the list be virtual. */
  rowHeight?: number | undefined
  /** More rows are still arriving: the table is busy, and its row count not yet known. */
  arriving?: boolean
  /**
   * The rows shown are about to change (a search typed but not yet applied): the table says it
   * is busy, so that nothing reads it as the answer to what was typed.
   */
  pending?: boolean
  /** Classes for one row's `<tr>` (a comparison greys the rows of removed items). */
  rowClassName?: ((item: T) => string | undefined) | undefined
  /** The columns the operator chose (react-table's column visibility): a narrow table folds some. */
  columnVisibility?: ColumnVisibilityState | undefined
  /** The widths dragged (react-table's column sizing). */
  columnSizing?: ColumnSizingState | undefined
  /** A header's edge dragged, stepped or fitted asks for new widths here. */
  onSizingChange?: OnChangeFn<ColumnSizingState> | undefined
  /**
   * What tells an item from the others across two lists (its id): the focused row, or the one at
   * the top of the view, stays there as rows arrive or the list is replaced
   * (use-keep-row-in-place.ts).
   */
  rowId?: ((item: T) => string) | undefined
  /**
   * The current item (an index into `items`: the one a link opened): its row is marked
   * (`aria-current`), brought into view and focused with its details open, once each time it
   * changes, as soon as it is among the rows.
   */
  current?: number | undefined
  /** What "Copy link" does for an item's row; no such action without it. */
  linkOf?: ((item: T) => RowLink) | undefined
  /** What the cells read from the list around them (react-table's table meta). */
  meta?: ListCells | undefined
}

const allShown: ColumnVisibilityState = {}
const ownWidths: ColumnSizingState = {}

/**
 * Rows rendered above and below the visible ones, so fast scrolling shows no gaps; 5 each side
 * keeps the rows in the document to those in view plus 10.
 */
const OVERSCAN = 5

/**
 * The one table all asset tabs render. Only the rows in view are in the DOM (a 100,000-row
 * list renders a few dozen); `aria-rowcount` and `aria-rowindex` tell assistive technology the
 * real size and position. Sorting is react-table's, controlled from outside (the URL) in
 * manual mode: react-table is given only the rows in view, already in order.
 */
export function DataTable<T extends RowData>({
  label,
  items,
  order,
  columns,
  sorting,
  onSortingChange,
  rowHeight = 41,
  arriving = false,
  pending = false,
  rowClassName,
  columnVisibility = allShown,
  columnSizing = ownWidths,
  onSizingChange,
  rowId,
  current,
  linkOf,
  meta,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const headRef = useRef<HTMLTableSectionElement>(null)
  const [rowElements] = useState<RowElements>(() => new Map())
  // The columns shown are those the operator chose (react-table's column visibility) that fit
  // the table's width: the rule of folding.ts, applied on top when rendering. Those that fold
  // show in the primary column's cell (rows grow by a line for those under the name) or in each
  // row's details. Measured once the table below has the chosen columns and their sizes, and kept
  // as text, so that the table renders again only when what folds changes, not with every pixel.
  const [foldedText, setFoldedText] = useState('')
  // Kept while the same columns fold, so that the rows drawn with it need not render again.
  const folded = useMemo(() => (foldedText ? foldedText.split(',') : []), [foldedText])
  const height = foldedRowHeight(columns, folded, rowHeight)
  // Before the window's own layout effect: the window follows the scroll position this sets, and
  // never renders a commit without the focused row (its focus, and its details, would be lost).
  useKeepRowInPlace(scrollRef, items, order, height, rowId, rowElements)
  const { first, last, spaceAbove, spaceBelow } = useRowWindow(
    scrollRef,
    order.length,
    height,
    OVERSCAN,
  )
  const data = useMemo(
    () => Array.from(order.subarray(first, last), (index) => items[index] as T),
    [items, order, first, last],
  )
  const keys = useRowKeys(scrollRef, headRef, rowElements, order, first, last, height)
  const openFor = useRevealRow(scrollRef, order, current, keys.reveal)
  const actions = useRowActions(rowElements)
  const events = useRowEvents({
    rows: rowElements,
    onFocus: (position, item, event) => {
      if (event.target === event.currentTarget) keys.onRowFocus(position)
      actions.onRowFocus(item)
    },
    onPointerOver: actions.onRowPointerOver,
    onKeyDown: (position, item, event) => {
      if (event.target === event.currentTarget) keys.onRowKeyDown(position, event)
      actions.onRowKeyDown(item, event)
    },
  })
  const table = useAppTable({
    columns,
    data,
    state: { sorting, columnVisibility, columnSizing },
    meta,
    onSortingChange,
    onColumnSizingChange: onSizingChange,
  })
  useOnWidth(
    scrollRef,
    (width) => setFoldedText(foldedAt(table.getVisibleLeafColumns(), width).join()),
    `${columns.map(columnId).join()} ${JSON.stringify(columnVisibility)} ${JSON.stringify(columnSizing)}`,
  )

  const scrollToTop = () => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0
  }

  return (
    <div
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable)`}
      aria-busy={arriving || pending}
      {...actions.scroller}
      // Positioned, so that the rows' visually hidden (absolute) labels scroll and clip with the
      // rows instead of making the page beneath taller. Below 1024 px the page scrolls and the
      // table keeps 70% of the screen's height, whatever is above it.
      className="relative max-h-[70dvh] min-h-0 overflow-auto rounded-lg ring-1 ring-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent lg:max-h-full"
    >
      <TableMarkup
        label={label}
        table={table}
        rowHeight={height}
        first={first}
        spaceAbove={spaceAbove}
        spaceBelow={spaceBelow}
        order={order}
        arriving={arriving}
        rowClassName={rowClassName}
        onSort={scrollToTop}
        tabStop={keys.tabStop}
        current={current}
        actionsOn={actions.item}
        anchor={actions.anchor}
        events={events}
        headRef={headRef}
        folded={folded}
        meta={meta}
      />
      <RowActions
        state={actions}
        rowElements={rowElements}
        rows={table.getRowModel().rows}
        first={first}
        order={order}
        openFor={openFor}
        linkOf={linkOf}
      />
    </div>
  )
}

/**
 * The rows' events as one object that stays the same, so that the memoized rows need not render
 * again for them, calling the handlers of the latest render.
 */
function useRowEvents(latest: RowEvents): RowEvents {
  const ref = useRef(latest)
  useLayoutEffect(() => {
    ref.current = latest
  })
  const [events] = useState<RowEvents>(() => ({
    rows: latest.rows,
    onFocus: (...args) => ref.current.onFocus(...args),
    onPointerOver: (...args) => ref.current.onPointerOver(...args),
    onKeyDown: (...args) => ref.current.onKeyDown(...args),
  }))
  return events
}
