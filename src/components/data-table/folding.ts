import {
  flexRender,
  type Cell,
  type Column,
  type ColumnVisibilityState,
  type RowData,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { FoldPlace, TableColumn, TableFeatures } from './table-features'

/** The line of folded values under the primary one (px): a status badge's height and a gap. */
const FOLD_LINE_HEIGHT = 24
/** A row's padding, its primary line and its border (px). */
const PRIMARY_LINE_HEIGHT = 37

/** A column definition's id (its accessor key where it declares none). */
const columnId = <T extends RowData>(column: TableColumn<T>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

/** The widths at which the columns' folding changes, ascending. */
export const foldWidths = <T extends RowData>(columns: readonly TableColumn<T>[]) =>
  [...new Set(columns.flatMap((column) => column.meta?.fold?.below ?? []))].sort((a, b) => a - b)

/** The columns a table this wide shows, as react-table's visibility: those that fold are hidden. */
export const visibilityAt = <T extends RowData>(
  columns: readonly TableColumn<T>[],
  width: number,
): ColumnVisibilityState =>
  Object.fromEntries(
    columns
      .filter((column) => column.meta?.fold && width < column.meta.fold.below)
      .map((column) => [columnId(column), false]),
  )

/**
 * How tall every row is with these columns hidden: tall enough for the line under the primary
 * value when a column folds onto it. Those folded into the row's details take no height.
 */
export function foldedRowHeight<T extends RowData>(
  columns: readonly TableColumn<T>[],
  visibility: ColumnVisibilityState,
  rowHeight: number,
): number {
  const usesLine = columns.some(
    (column) => visibility[columnId(column)] === false && column.meta?.fold?.to === 'line',
  )
  return usesLine ? Math.max(rowHeight, PRIMARY_LINE_HEIGHT + FOLD_LINE_HEIGHT) : rowHeight
}

/** A column's header as words, for the sort menu and folded values' labels (else its id). */
export const headerText = <T extends RowData>({ id, columnDef }: Column<TableFeatures, T>) =>
  typeof columnDef.header === 'string' ? columnDef.header : id

/** One folded column's value in a row: its header as label, and its rendered cell. */
export type FoldedValue = { key: string; label: string; content: ReactNode }

/** The values of a row's hidden cells that go to `place`, in the columns' order. */
export const foldedValues = <T extends RowData>(
  hidden: readonly Cell<TableFeatures, T>[],
  place: FoldPlace,
): FoldedValue[] =>
  hidden
    .filter(({ column }) => column.columnDef.meta?.fold?.to === place)
    .map((cell) => ({
      key: cell.column.id,
      label: headerText(cell.column),
      content: flexRender(cell.column.columnDef.cell, cell.getContext()),
    }))
