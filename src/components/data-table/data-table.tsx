import { useTable, type OnChangeFn, type RowData, type SortingState } from '@tanstack/react-table'
import { Suspense, useMemo, useRef } from 'react'
import { ColumnHeader } from './column-header'
import { foldedRowHeight, foldsAt, headerText } from './folding'
import { foldedValues, sortMenu } from './narrow-parts'
import { features, sortingOptions, type TableColumn } from './table-features'
import { useRowWindow } from './use-row-window'
import { useWidth } from './use-width'

export type DataTableProps<T extends RowData> = {
  /** Accessible name of the table, e.g. "Builds of Space Raiders". */
  label: string
  items: readonly T[]
  /** Which items to show, in order: indexes into `items` (sorted and filtered by the caller). */
  order: Uint32Array
  columns: readonly TableColumn<T>[]
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
  /** Classes for one row's `<tr>` (a comparison greys the rows of removed items). */
  rowClassName?: ((item: T) => string | undefined) | undefined
}

/** Rows rendered above and below the visible ones, so fast scrolling shows no gaps. */
const OVERSCAN = 10

/**
 * The one table all asset tabs render. Only the rows in view are in the DOM (a 100,000-row
 * list renders a few dozen); `aria-rowcount` and `aria-rowindex` tell assistive technology the
 * real size and position. Sorting is react-table's, controlled from outside (the URL) in
 * manual mode: the table is given only the rows in view, already in order.
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
  rowClassName,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // Narrow, the columns that fold show in the primary column's cell, and rows grow to hold them.
  const folded = foldsAt(columns, useWidth(scrollRef))
  const height = foldedRowHeight(columns, folded, rowHeight)
  const { first, last } = useRowWindow(scrollRef, order.length, height, OVERSCAN)
  const data = useMemo(
    () => Array.from(order.subarray(first, last), (index) => items[index] as T),
    [items, order, first, last],
  )
  const table = useTable({
    features,
    columns,
    data,
    state: { sorting },
    onSortingChange,
    ...sortingOptions,
  })
  const rows = table.getRowModel().rows
  const paddingTop = first * height
  const paddingBottom = (order.length - last) * height
  const columnCount = columns.length - folded.size
  const shown = <C extends { column: { id: string } }>(all: C[]) =>
    all.filter((cell) => !folded.has(cell.column.id))

  const scrollToTop = () => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0
  }

  return (
    <>
      {folded.size > 0 && (
        <Suspense>
          <sortMenu.Component
            choices={table
              .getAllLeafColumns()
              .filter((column) => column.getCanSort())
              .map((column) => ({
                id: column.id,
                name: headerText(column),
                descFirst: column.columnDef.sortDescFirst === true,
                names: column.columnDef.meta?.sortNames,
              }))}
            sorting={sorting}
            onSortingChange={onSortingChange}
            onSort={scrollToTop}
          />
        </Suspense>
      )}
      <div
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label={`${label} (scrollable)`}
        aria-busy={arriving}
        // Positioned, so that the rows' visually hidden (absolute) labels scroll and clip with the
        // rows instead of making the page beneath taller. Below 1024 px the page scrolls and the
        // table keeps 70% of the screen's height, whatever is above it.
        className="relative max-h-[70dvh] min-h-0 overflow-auto rounded-lg ring-1 ring-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent lg:max-h-full"
      >
        <table
          aria-label={label}
          // -1: "not known yet", while rows are still arriving (WAI-ARIA).
          aria-rowcount={arriving ? -1 : order.length + 1}
          className="w-full table-fixed border-separate border-spacing-0 text-left text-sm"
        >
          <thead className="text-xs text-fg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {shown(group.headers).map((header) => (
                  <ColumnHeader key={header.id} header={header} onSort={scrollToTop}>
                    <table.FlexRender header={header} />
                  </ColumnHeader>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {paddingTop > 0 && <SpacerRow height={paddingTop} columns={columnCount} />}
            {rows.map((row, i) => {
              const position = first + i
              return (
                <tr
                  key={position}
                  aria-rowindex={position + 2}
                  style={{ height }}
                  className={`hover:bg-surface-muted [&:first-child>td]:border-t-0 ${rowClassName?.(row.original) ?? ''}`}
                >
                  {shown(row.getAllCells()).map((cell) => (
                    <td
                      key={cell.id}
                      className={`border-t border-line px-3 py-2 align-middle ${cell.column.columnDef.meta?.className ?? ''}`}
                    >
                      <table.FlexRender cell={cell} />
                      {cell.column.columnDef.meta?.primary && folded.size > 0 && (
                        <Suspense>
                          <foldedValues.Component
                            values={row
                              .getAllCells()
                              .filter((other) => folded.has(other.column.id))
                              .map((other) => {
                                const { meta } = other.column.columnDef
                                return {
                                  key: other.id,
                                  label: headerText(other.column),
                                  line: meta?.fold?.line ?? 1,
                                  showLabel: meta?.fold?.label === true,
                                  content: <table.FlexRender cell={other} />,
                                }
                              })}
                          />
                        </Suspense>
                      )}
                    </td>
                  ))}
                </tr>
              )
            })}
            {paddingBottom > 0 && <SpacerRow height={paddingBottom} columns={columnCount} />}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** Stands in for the rows out of view, so the scrollbar is as long as the whole list. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}
