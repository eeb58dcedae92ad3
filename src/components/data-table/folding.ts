import type { RowData } from '@tanstack/react-table'
import type { TableColumn } from './table-features'

/** Each line of folded values adds this much to a row (px): a status badge's height and a gap. */
const FOLD_LINE_HEIGHT = 24
/** A row's padding, its primary line and its border (px). */
const PRIMARY_LINE_HEIGHT = 37

/** A column definition's id (its accessor key where it declares none). */
export const columnId = <T extends RowData>(column: TableColumn<T>) =>
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

/** A column's header as words, for the sort menu and folded values' labels (else its id). */
export const headerText = (column: { id: string; columnDef: { header?: unknown } }) =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id
