import type { RowData, TableColumn } from './table-features'

/** Each line of folded values adds this much to a row (px): a status badge's height and a gap. */
const FOLD_LINE_HEIGHT = 24
/** A row's padding, its primary line and its border (px). */
const PRIMARY_LINE_HEIGHT = 37

/** The ids of the columns that fold at this table width (none before it is measured). */
export function foldsAt<T extends RowData>(
  columns: readonly TableColumn<T>[],
  width: number | undefined,
): ReadonlySet<string> {
  if (width === undefined) return new Set()
  return new Set(
    columns
      .filter((column) => column.meta?.fold && width < column.meta.fold.below)
      .map((column) => column.id),
  )
}

/** How tall every row is with these columns folded: tall enough for each line they use. */
export function foldedRowHeight<T extends RowData>(
  columns: readonly TableColumn<T>[],
  folded: ReadonlySet<string>,
  rowHeight: number,
): number {
  const lines = new Set(
    columns.filter((column) => folded.has(column.id)).map((column) => column.meta?.fold?.line),
  )
  if (lines.size === 0) return rowHeight
  return Math.max(rowHeight, PRIMARY_LINE_HEIGHT + FOLD_LINE_HEIGHT * lines.size)
}

/** A column's header as words, for the sort menu and folded values' labels (else its id). */
export const headerText = (column: { id: string; header: unknown }) =>
  typeof column.header === 'string' ? column.header : column.id
