import { useTable, type ColumnDef } from '@tanstack/react-table'
import { useRef } from 'react'
import type { UploadSummary } from '../../api/schemas'
import { ColumnHeader } from './column-header'
import { isSortColumn, nextSort, type SortState } from './sort'
import { features, type TableFeatures } from './table-features'
import { useRowWindow } from './use-row-window'

export type DataTableProps<T extends UploadSummary> = {
  /** Accessible name of the table, e.g. "Builds of Space Raiders". */
  label: string
  items: readonly T[]
  /** Which items to show, in order: indexes into `items` (sorted and filtered by the caller). */
  order: Uint32Array
  columns: ColumnDef<TableFeatures, T, unknown>[]
  sort: SortState
  onSortChange: (sort: SortState) => void
  /** Every row has this height in pixels, which is what lets the list be virtual. */
  rowHeight?: number | undefined
}

/** Rows rendered above and below the visible ones, so fast scrolling shows no gaps. */
const OVERSCAN = 10

/**
 * The one table all asset tabs render. Only the rows in view are in the DOM (a 100,000-row
 * list renders a few dozen); `aria-rowcount` and `aria-rowindex` tell assistive technology the
 * real size and position. Sorting is controlled from outside (the URL) and ordered by
 * precomputed keys.
 */
export function DataTable<T extends UploadSummary>({
  label,
  items,
  order,
  columns,
  sort,
  onSortChange,
  rowHeight = 41,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { first, last } = useRowWindow(scrollRef, order.length, rowHeight, OVERSCAN)
  const data = Array.from(order.subarray(first, last), (index) => items[index] as T)
  const table = useTable({ features, columns, data })
  const rows = table.getRowModel().rows
  const paddingTop = first * rowHeight
  const paddingBottom = (order.length - last) * rowHeight
  const columnCount = columns.length

  const sortBy = (column: string) => {
    if (!isSortColumn(column)) return undefined
    return () => {
      if (scrollRef.current) scrollRef.current.scrollTop = 0
      onSortChange(nextSort(sort, column))
    }
  }

  return (
    <div
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable)`}
      // Positioned, so that the rows' visually hidden (absolute) labels scroll and clip with the
      // rows instead of making the page beneath taller.
      className="relative max-h-full min-h-0 overflow-auto rounded-lg ring-1 ring-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <table
        aria-label={label}
        aria-rowcount={order.length + 1}
        className="w-full table-fixed border-separate border-spacing-0 text-left text-sm"
      >
        <thead className="text-xs text-fg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <ColumnHeader
                  key={header.id}
                  header={header}
                  onSort={sortBy(header.column.id)}
                  sorted={header.column.id === sort.column ? sort.direction : undefined}
                >
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
                style={{ height: rowHeight }}
                className="hover:bg-surface-muted [&:first-child>td]:border-t-0"
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={`border-t border-line px-3 py-2 align-middle ${cell.column.columnDef.meta?.className ?? ''}`}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            )
          })}
          {paddingBottom > 0 && <SpacerRow height={paddingBottom} columns={columnCount} />}
        </tbody>
      </table>
    </div>
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
