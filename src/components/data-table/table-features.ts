import type { ReactNode } from 'react'

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

/** Any row type: the table reads rows only through its columns. */
export type RowData = unknown

/** The sort a table shows: one column, and whether it runs descending (the URL's sort). */
export type SortingState = { id: string; desc: boolean }[]

/** A new value, or how to make it from the current one. */
export type OnChangeFn<S> = (change: S | ((current: S) => S)) => void

/** What a cell is drawn from: its row and the column's value for it. */
export type CellContext<T, V> = { row: { original: T }; getValue: () => V }

/** What a column declares, whatever its value: how it is drawn, sorted and laid out. */
type ColumnOptions<T, V> = {
  id: string
  /** Words (the sort menu and folded labels read them), or what to draw. */
  header: string | (() => ReactNode)
  cell: (info: CellContext<T, V>) => ReactNode
  /** False for a column the table never sorts by; a column without a value never sorts. */
  enableSorting?: boolean
  /** A header click sorts it descending first (sizes, times); ascending otherwise. */
  sortDescFirst?: boolean
  meta?: DataTableColumnMeta
}

/**
 * A column of a table of `T`. The asset tables' needs are few: rows come already ordered and
 * windowed (the project's row order), one column sorts at a time, and headers are one row, so
 * the table model is these plain objects rather than a table library (see docs/architecture.md,
 * "Sorting"): react-table's core cost 10 kB gzip of start-up JavaScript for them.
 */
// `any`: a column definition neither widens nor narrows its value type (a column of strings is
// not a column of `unknown`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<T> = ColumnOptions<T, any> & {
  /** The column's value for a row; display columns (a thumbnail) have none. */
  accessorFn?: (row: T) => unknown
}

/** Makes the columns of a table of `T`, each typed by its value. */
export const columnHelper = <T>() => ({
  accessor: <V>(accessorFn: (row: T) => V, options: ColumnOptions<T, V>): TableColumn<T> => ({
    ...options,
    accessorFn,
  }),
  display: (options: ColumnOptions<T, undefined>): TableColumn<T> => ({
    ...options,
    enableSorting: false,
  }),
})

export type ColumnHelper<T> = ReturnType<typeof columnHelper<T>>

/** Draws a column's cell for one row. */
export const renderCell = <T>(column: TableColumn<T>, row: T) =>
  column.cell({ row: { original: row }, getValue: () => column.accessorFn?.(row) })

/** Whether the column's header sorts (it has a value, and does not refuse). */
export const canSort = <T>(column: TableColumn<T>) =>
  column.accessorFn !== undefined && column.enableSorting !== false

/** How `sorting` shows the column sorted, if it does. */
export function sortedAs(sorting: SortingState, id: string): 'asc' | 'desc' | false {
  const sort = sorting.find((entry) => entry.id === id)
  return sort ? (sort.desc ? 'desc' : 'asc') : false
}

/**
 * The sort a header click asks for. One column at a time, and always one: clicking the sorted
 * column reverses it; another column starts in its own first direction (never guessed from the
 * rows in view).
 */
export function nextSorting<T>(sorting: SortingState, column: TableColumn<T>): SortingState {
  const sorted = sortedAs(sorting, column.id)
  const desc = sorted ? sorted === 'asc' : column.sortDescFirst === true
  return [{ id: column.id, desc }]
}
