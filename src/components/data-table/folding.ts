import {
  flexRender,
  type Cell,
  type Column,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type Row,
  type RowData,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'
import {
  columnSizeLimits,
  type FoldPlace,
  type TableColumn,
  type TableFeatures,
} from './table-features'

/** The line of folded values under the primary one (px): a status badge's height and a gap. */
const FOLD_LINE_HEIGHT = 24
/** A row's padding, its primary line and its border (px). */
const PRIMARY_LINE_HEIGHT = 37

/** The primary column (the name) never gets less than this where the table has it to give (px). */
export const PRIMARY_MIN_WIDTH = 200

/** A column definition's id (its accessor key where it declares none). */
export const columnId = <T extends RowData>(column: TableColumn<T>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

/** A column definition's header as words (the choice menu's labels). */
export const columnLabel = <T extends RowData>(column: TableColumn<T>) =>
  column.meta?.label ?? (typeof column.header === 'string' ? column.header : columnId(column))

/** A column's width in px as react-table's column sizing gives it (with the table's limits). */
export const columnSize = <T extends RowData>(
  column: TableColumn<T>,
  sizing: ColumnSizingState,
): number => {
  const size = sizing[columnId(column)] ?? column.size ?? 150
  const min = column.minSize ?? columnSizeLimits.minSize
  return Math.min(Math.max(min, size), column.maxSize ?? columnSizeLimits.maxSize)
}

/** The operator's layout of one table: the columns left out, and the widths dragged. */
export type ColumnLayout = { leftOut: readonly string[]; sizing: ColumnSizingState }

/**
 * The columns a table `width` px wide folds, in the columns' order: those below whose
 * `fold.below` it is, then, least needed first (the widest `below`; of equals, the one further
 * right), as many as it takes for the primary column to get its size. Columns left out by
 * the operator are not among them (they take no room), nor are columns that never fold (a
 * thumbnail): when those and the primary column fill the table, the primary gets what is left.
 */
export function foldedAt<T extends RowData>(
  columns: readonly TableColumn<T>[],
  width: number,
  { leftOut, sizing }: ColumnLayout,
): string[] {
  const shown = columns.filter(
    (column) => column.meta?.primary || !leftOut.includes(columnId(column)),
  )
  const folded = new Set(
    shown.filter((column) => column.meta?.fold && width < column.meta.fold.below),
  )
  const primary = shown.find((column) => column.meta?.primary)
  const need = primary ? columnSize(primary, sizing) : 0
  const used = () =>
    shown
      .filter((column) => column !== primary && !folded.has(column))
      .reduce((sum, column) => sum + columnSize(column, sizing), 0)
  const foldOrder = shown
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.meta?.fold && !folded.has(column))
    .sort((a, b) => b.column.meta!.fold!.below - a.column.meta!.fold!.below || b.index - a.index)
  for (const { column } of foldOrder) {
    if (width - used() >= need) break
    folded.add(column)
  }
  return shown.filter((column) => folded.has(column)).map(columnId)
}

/** React-table's visibility for these folded columns and those the operator left out. */
export const visibilityOf = (
  folded: readonly string[],
  leftOut: readonly string[],
): ColumnVisibilityState => Object.fromEntries([...folded, ...leftOut].map((id) => [id, false]))

/**
 * How tall every row is with these columns folded: tall enough for the line under the primary
 * value when a column folds onto it. Those folded into the row's details take no height.
 */
export function foldedRowHeight<T extends RowData>(
  columns: readonly TableColumn<T>[],
  folded: readonly string[],
  rowHeight: number,
): number {
  const usesLine = columns.some(
    (column) => folded.includes(columnId(column)) && column.meta?.fold?.to === 'line',
  )
  return usesLine ? Math.max(rowHeight, PRIMARY_LINE_HEIGHT + FOLD_LINE_HEIGHT) : rowHeight
}

/** A column's header as words, for the sort menu and folded values' labels (else its id). */
export const headerText = <T extends RowData>({ id, columnDef }: Column<TableFeatures, T>) =>
  columnDef.meta?.label ?? (typeof columnDef.header === 'string' ? columnDef.header : id)

/** One folded column's value in a row: its header as label, and its rendered cell. */
export type FoldedValue = { key: string; label: string; content: ReactNode }

/** Whether the operator left this column out (the table's meta names those). */
const isLeftOut = <T extends RowData>(column: Column<TableFeatures, T>) =>
  column.table.options.meta?.leftOut.includes(column.id) ?? false

/**
 * A row's cells in the columns the operator chose, shown or folded: what its details and its
 * actions (copy each id) offer. A column left out is left out of those too.
 */
export const chosenCells = <T extends RowData>(row: Row<TableFeatures, T>) =>
  row.getAllCells().filter((cell) => !isLeftOut(cell.column))

/**
 * The values of a row's hidden cells that go to `place`, in the columns' order: those folded,
 * not those the operator left out (the table's meta names them).
 */
export const foldedValues = <T extends RowData>(
  hidden: readonly Cell<TableFeatures, T>[],
  place: FoldPlace,
): FoldedValue[] =>
  hidden
    .filter(({ column }) => column.columnDef.meta?.fold?.to === place && !isLeftOut(column))
    .map((cell) => ({
      key: cell.column.id,
      label: headerText(cell.column),
      content: flexRender(cell.column.columnDef.cell, cell.getContext()),
    }))
