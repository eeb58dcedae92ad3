import type {
  ColumnSizingState,
  ColumnVisibilityState,
  OnChangeFn,
  RowData,
  SortingState,
} from '@tanstack/react-table'
import { useMemo, useRef, useState } from 'react'
import { columnId, foldedRowHeight } from './folding'
import { useAppTable, type ListCells, type TableColumn } from './table-features'
import { RowActions, useRowActions } from './row-actions'
import type { RowLink } from './row-link-button'
import { BodyRow, SpacerRow, useRowEvents } from './body-row'
import { ColumnHeader, headerCellClass } from './column-header'
import { InRowContext } from './in-row'
import { SortMenu } from './sort-menu'
import { useRovingKeys } from '@/components/use-roving-keys'
import { useKeepRowInPlace } from './use-keep-row-in-place'
import { useRevealRow } from './use-reveal-row'
import { useRowKeys, type RowElements } from './use-row-keys'
import { useRowWindow } from './use-row-window'
import { readFolding, useFolding } from './use-folding'

export type DataTableProps<T extends RowData> = {
  /** "Builds of Space Raiders". */
  label: string
  items: readonly T[]
  /** Which items to show, in order: indexes into `items` (sorted and filtered by the caller). */
  order: Uint32Array
  /** At module scope: react-table keeps its column model while they are the same. */
  columns: TableColumn<T>[]
  /** The sort the headers show; `order` must follow it: the table never reorders rows itself. */
  sorting: SortingState
  onSortingChange: OnChangeFn<SortingState>
  /** Every row's height (px), which is what lets the list be virtual. */
  rowHeight?: number | undefined
  /** More rows are still arriving: the table is busy, and its row count not yet known. */
  arriving?: boolean
  /** The rows are about to change (a search not yet applied): busy, not the answer to it. */
  pending?: boolean
  /** Classes for one row's `<tr>` (a comparison greys the rows of removed items). */
  rowClassName?: ((item: T) => string | undefined) | undefined
  /** The columns the operator chose: a narrow table folds some. */
  columnVisibility?: ColumnVisibilityState | undefined
  /** The widths dragged, stepped or fitted at a header's edge. */
  columnSizing?: ColumnSizingState | undefined
  onSizingChange?: OnChangeFn<ColumnSizingState> | undefined
  /** An item's id, by which its row stays in place as rows arrive (use-keep-row-in-place.ts). */
  rowId?: ((item: T) => string) | undefined
  /**
   * The item a link opened (an index into `items`): its row is marked, brought into view and
   * focused with its details open, once each time it changes, as soon as it is among the rows.
   */
  current?: number | undefined
  /** What "Copy link" does for an item's row; no such action without it. */
  linkOf?: ((item: T) => RowLink | undefined) | undefined
  meta?: ListCells | undefined
}

const allShown: ColumnVisibilityState = {}
const ownWidths: ColumnSizingState = {}

/** Rows rendered above and below those in view, so fast scrolling shows no gaps. */
const OVERSCAN = 5

/**
 * The one table all asset tabs render. Only the rows in view are in the DOM (a few dozen of
 * 100,000), between two spacer rows that give the scrollbar the whole list's length;
 * `aria-rowcount` and `aria-rowindex` give assistive technology the real size and position.
 * Sorting is react-table's in manual mode, controlled from the URL: it gets only the rows in view,
 * already in order.
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
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const [rowElements] = useState<RowElements>(() => new Map())
  // The chosen columns that do not fit the table's width fold, and the row actions with them
  // (use-folding.ts).
  const [foldingText, setFoldingText] = useState('')
  const { folded, narrow, kept } = useMemo(() => readFolding(foldingText), [foldingText])
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
  useFolding(
    scrollRef,
    actions.barRef,
    table,
    columns,
    narrow,
    setFoldingText,
    `${columns.map(columnId).join()} ${JSON.stringify(columnVisibility)} ${JSON.stringify(columnSizing)}`,
  )

  const scrollToTop = () => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0
  }
  const shows = (column: { id: string }) => !folded.includes(column.id)
  const headers = table.getLeafHeaders().filter((header) => shows(header.column))
  // Narrow, a column that sorts may have no header to click: the sort menu offers every sort.
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort())
  const withSortMenu = sortable.some((column) => !column.getIsVisible() || !shows(column))
  const headerKeys = useRovingKeys(
    headers.flatMap(({ column }) => [
      ...(column.getCanSort() ? [`${column.id}:sort`] : []),
      ...(withSortMenu && column.columnDef.meta?.primary ? ['sort-menu'] : []),
      ...(column.getCanResize() ? [`${column.id}:edge`] : []),
    ]),
    'both',
  )
  const sortMenu = withSortMenu && (
    <SortMenu columns={sortable} onSort={scrollToTop} control={headerKeys.control('sort-menu')} />
  )

  return (
    <div
      ref={scrollRef}
      // Scrolled by the keys through its rows, which are its Tab stop; without rows, by its own.
      tabIndex={order.length === 0 ? 0 : undefined}
      role="region"
      aria-label={`${label} (scrollable)`}
      aria-busy={arriving || pending}
      {...actions.scroller}
      // Positioned, so the rows' visually hidden (absolute) labels scroll and clip with the rows
      // instead of making the page beneath taller. Its box bounds a row's details (index.css);
      // anchor-scope keeps the anchors inside to this table.
      className="relative max-h-[70dvh] min-h-0 overflow-auto rounded-lg ring-1 ring-line [anchor-name:--data-table] [anchor-scope:all] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent lg:max-h-full"
    >
      <table
        aria-label={label}
        // -1: "not known yet", while rows are still arriving (WAI-ARIA).
        aria-rowcount={arriving ? -1 : order.length + 1}
        className="w-full table-fixed border-separate border-spacing-0 text-left text-sm"
      >
        <thead ref={headRef} {...headerKeys.group} className="text-xs text-fg-muted">
          <tr aria-rowindex={1}>
            {headers.map((header) => (
              <ColumnHeader
                key={header.id}
                header={header}
                onSort={scrollToTop}
                aside={header.column.columnDef.meta?.primary ? sortMenu : undefined}
                bodyRef={bodyRef}
                control={headerKeys.control}
              />
            ))}
            {/* The row actions' column (row-actions.tsx). */}
            <td aria-hidden="true" style={{ width: kept }} className={headerCellClass} />
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          <InRowContext value>
            {spaceAbove > 0 && <SpacerRow height={spaceAbove} columns={headers.length + 1} />}
            {table.getRowModel().rows.map((row, i) => {
              const position = first + i
              const item = order[position]!
              const chosen = row.getVisibleCells()
              return (
                <BodyRow
                  // Keyed by item: a row keeps its open details and focus when the rows are
                  // filtered or sorted around it.
                  key={item}
                  item={item}
                  row={row}
                  cells={chosen.filter((cell) => shows(cell.column))}
                  hidden={chosen.filter((cell) => !shows(cell.column))}
                  position={position}
                  height={height}
                  className={rowClassName?.(row.original)}
                  tabStop={item === keys.tabStop}
                  current={item === current}
                  anchor={item === actions.item ? actions.anchor : undefined}
                  events={events}
                  meta={meta}
                />
              )
            })}
            {spaceBelow > 0 && <SpacerRow height={spaceBelow} columns={headers.length + 1} />}
          </InRowContext>
        </tbody>
      </table>
      <RowActions
        state={actions}
        rows={table.getRowModel().rows}
        first={first}
        order={order}
        openFor={openFor}
        linkOf={linkOf}
        narrow={narrow}
      />
    </div>
  )
}
