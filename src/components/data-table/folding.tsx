import type { Cell, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { TableColumn, TableFeatures } from './table-features'

/** Each line of folded values adds this much to a row (px): a status badge's height and a gap. */
const FOLD_LINE_HEIGHT = 24
/** A row's padding, its primary line and its border (px). */
const PRIMARY_LINE_HEIGHT = 37

const columnId = <T extends RowData>(column: TableColumn<T>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

/** The ids of the columns that fold at this table width (none before it is measured). */
export function foldsAt<T extends RowData>(
  columns: readonly TableColumn<T>[],
  width: number | undefined,
): ReadonlySet<string> {
  if (width === undefined) return new Set()
  return new Set(
    columns.filter((column) => column.meta?.fold && width < column.meta.fold.below).map(columnId),
  )
}

/** How tall every row is with these columns folded: tall enough for each line they use. */
export function foldedRowHeight<T extends RowData>(
  columns: readonly TableColumn<T>[],
  folded: ReadonlySet<string>,
  rowHeight: number,
): number {
  const lines = new Set(
    columns
      .filter((column) => folded.has(columnId(column)))
      .map((column) => column.meta?.fold?.line),
  )
  if (lines.size === 0) return rowHeight
  return Math.max(rowHeight, PRIMARY_LINE_HEIGHT + FOLD_LINE_HEIGHT * lines.size)
}

export type FoldedValuesProps<T extends RowData> = {
  cells: Cell<TableFeatures, T, unknown>[]
  render: (cell: Cell<TableFeatures, T, unknown>) => ReactNode
}

/**
 * The folded columns' values under the primary value, each line cut to the cell's width,
 * each value labelled with its column's header.
 */
export function FoldedValues<T extends RowData>({ cells, render }: FoldedValuesProps<T>) {
  return ([1, 2] as const).map((line) => {
    const onLine = cells.filter((cell) => cell.column.columnDef.meta?.fold?.line === line)
    if (onLine.length === 0) return null
    return (
      <div
        key={line}
        className="mt-1 flex h-5 items-center gap-x-3 overflow-hidden text-xs whitespace-nowrap text-fg-muted"
      >
        {onLine.map((cell) => {
          const { header, meta } = cell.column.columnDef
          const label = typeof header === 'string' ? header : cell.column.id
          return (
            <span key={cell.id} className="flex shrink-0 items-center gap-1">
              <span className={meta?.fold?.label ? 'text-fg-subtle' : 'sr-only'}>{label}</span>
              {render(cell)}
            </span>
          )
        })}
      </div>
    )
  })
}
