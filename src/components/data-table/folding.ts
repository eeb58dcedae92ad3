import type { Column, RowData } from '@tanstack/react-table'
import type { TableColumn, TableFeatures } from './table-features'

/** The line of folded values under the primary one (px): a status badge's height and a gap. */
const FOLD_LINE_HEIGHT = 24
/** A row's padding, its primary line and its border (px). */
const PRIMARY_LINE_HEIGHT = 37

/** The primary column (the name) never gets less than this where the table has it to give (px). */
export const PRIMARY_MIN_WIDTH = 200

/** A column definition's id (its accessor key where it declares none). */
export const columnId = <T extends RowData>(column: TableColumn<T>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

/**
 * The chosen columns (react-table's visible ones, at its sizes) a table `width` px wide folds, in
 * order: those whose `fold.below` it is under, then, least needed first (widest `below`; of equals,
 * the one further right), as many as the primary column needs to get its size and to be as wide
 * as every other column left at its own size (one the operator widened is left out: that width
 * was asked for), in what `kept` px (the row actions' column) leave. Columns that never fold (a
 * thumbnail) stay: when they and the primary fill the table, the primary gets what is left.
 */
export function foldedAt<T extends RowData>(
  shown: readonly Column<TableFeatures, T>[],
  width: number,
  kept = 0,
): string[] {
  const fold = (column: Column<TableFeatures, T>) => column.columnDef.meta?.fold
  const folded = new Set(shown.filter((column) => width < (fold(column)?.below ?? 0)))
  const primary = shown.find((column) => column.columnDef.meta?.primary)
  const others = () => shown.filter((column) => column !== primary && !folded.has(column))
  const used = () => others().reduce((sum, column) => sum + column.getSize(), 0)
  const need = () =>
    primary
      ? Math.max(
          primary.getSize(),
          ...others()
            .filter((column) => column.getSize() <= (column.columnDef.size ?? Infinity))
            .map((column) => column.getSize()),
        )
      : 0
  const foldOrder = shown
    .map((column, index) => ({ column, index, below: fold(column)?.below }))
    .filter(({ column, below }) => below !== undefined && !folded.has(column))
    .sort((a, b) => b.below! - a.below! || b.index - a.index)
  for (const { column } of foldOrder) {
    if (width - kept - used() >= need()) break
    folded.add(column)
  }
  return shown.filter((column) => folded.has(column)).map((column) => column.id)
}

/** Whether, with these columns folded, a row has a line under its primary value. */
export const foldsToLine = <T extends RowData>(
  columns: readonly TableColumn<T>[],
  folded: readonly string[],
) => columns.some((column) => folded.includes(columnId(column)) && column.meta?.fold?.to === 'line')

/**
 * How tall every row is with these columns folded: tall enough for the line under the primary
 * value when a column folds onto it. Those folded into the row's details take no height.
 */
export const foldedRowHeight = <T extends RowData>(
  columns: readonly TableColumn<T>[],
  folded: readonly string[],
  rowHeight: number,
): number =>
  foldsToLine(columns, folded)
    ? Math.max(rowHeight, PRIMARY_LINE_HEIGHT + FOLD_LINE_HEIGHT)
    : rowHeight

/** A column's header as words, for the menus and folded values' labels (else its id). */
export const headerText = <T extends RowData>({ id, columnDef }: Column<TableFeatures, T>) =>
  columnDef.meta?.label ?? (typeof columnDef.header === 'string' ? columnDef.header : id)
