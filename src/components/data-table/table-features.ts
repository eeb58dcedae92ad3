import {
  createColumnHelper,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table'

/** The lines under a row's primary value that folded columns go on, top to bottom. */
export const foldLines = [1, 2, 3] as const
export type FoldLine = (typeof foldLines)[number]

/** What a column tells the table about its layout. */
export type DataTableColumnMeta = {
  /** Classes for this column's header and body cells (alignment). */
  className?: string
  /** Width class of the column; the table's layout is fixed so scrolling never reflows it. */
  width?: string
  /** The column whose cells take in the folded columns' values (the name). */
  primary?: boolean
  /**
   * Below this table width (px) the column has no header of its own: its value shows in the
   * primary column's cell, on the given line under the primary value (1 to 3), labelled with its
   * header (visibly with `label`, else for screen readers only). The widest `below` folds
   * first, so give the least needed columns the widest.
   */
  fold?: { below: number; line: FoldLine; label?: boolean }
  /** What sorting this column reads as in the sort menu, ascending then descending. */
  sortNames?: readonly [ascending: string, descending: string]
}

/**
 * Declared once: the feature set the asset tables share, react-table's row sorting (in manual
 * mode, see below) and the columns' meta.
 */
export const features = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
})

export type TableFeatures = typeof features

/**
 * How the tables sort. The table holds the sort and runs the headers, but never reorders rows:
 * they come in order (manual mode). One column at a time, and always one: clicking the sorted
 * column reverses it. A column sorts ascending first unless it declares `sortDescFirst` (never
 * guessed from the rows in view).
 */
export const sortingOptions = {
  manualSorting: true,
  enableMultiSort: false,
  enableSortingRemoval: false,
  sortDescFirst: false,
}

/** Makes the columns of a table of `T`, typed for these features. */
export const columnHelper = <T extends RowData>() => createColumnHelper<TableFeatures, T>()

export type ColumnHelper<T extends RowData> = ReturnType<typeof columnHelper<T>>

/**
 * A column of a table of `T`, whatever its value type: `any`, as the helper's own `columns()`
 * returns, because a column definition neither widens nor narrows its value type (a column of
 * strings is not a column of `unknown`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<T extends RowData> = ColumnDef<TableFeatures, T, any>
