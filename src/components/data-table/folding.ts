import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { FoldPlace, TableColumn } from './table-features'
import type { CellView } from './table-view'

/** The line of folded values under the primary one (px): a status badge's height and a gap. */
const FOLD_LINE_HEIGHT = 24
/** A row's padding, its primary line and its border (px). */
const PRIMARY_LINE_HEIGHT = 37

/** A column definition's id (its accessor key where it declares none). */
export const columnId = <T extends RowData>(column: TableColumn<T>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

/** The widths at which the columns' folding changes, ascending. */
export const foldWidths = <T extends RowData>(columns: readonly TableColumn<T>[]) =>
  [...new Set(columns.flatMap((column) => column.meta?.fold?.below ?? []))].sort((a, b) => a - b)

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

/**
 * How tall every row is with these columns folded: tall enough for the line under the primary
 * value when a column folds onto it. Those folded into the row's details take no height.
 */
export function foldedRowHeight<T extends RowData>(
  columns: readonly TableColumn<T>[],
  folded: ReadonlySet<string>,
  rowHeight: number,
): number {
  const usesLine = columns.some(
    (column) => folded.has(columnId(column)) && column.meta?.fold?.to === 'line',
  )
  return usesLine ? Math.max(rowHeight, PRIMARY_LINE_HEIGHT + FOLD_LINE_HEIGHT) : rowHeight
}

/** A column's header as words, for the sort menu and folded values' labels (else its id). */
export const headerText = (column: { id: string; columnDef: { header?: unknown } }) =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id

/** One folded column's value in a row: its header as label, and its rendered cell. */
export type FoldedValue = { key: string; label: string; content: ReactNode }

/** The values of a row's folded cells that go to `place`, in the columns' order. */
export const foldedValues = <T extends RowData>(
  cells: readonly CellView<T>[],
  folded: ReadonlySet<string>,
  place: FoldPlace,
): FoldedValue[] =>
  cells
    .filter((cell) => folded.has(cell.columnId) && cell.def.meta?.fold?.to === place)
    .map((cell) => ({
      key: cell.columnId,
      label: headerText({ id: cell.columnId, columnDef: cell.def }),
      content: cell.content,
    }))
