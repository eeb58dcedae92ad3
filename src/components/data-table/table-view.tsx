import {
  flexRender,
  type CellContext,
  type HeaderContext,
  type OnChangeFn,
  type RowData,
  type SortingState,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { columnId } from './folding'
import type { TableColumn, TableFeatures } from './table-features'

/** A header cell as the table draws it. */
export type HeaderView<T extends RowData> = {
  id: string
  def: TableColumn<T>
  canSort: boolean
  sorted: false | 'asc' | 'desc'
  /** Asks for the sort a click on this header gives (undefined where it cannot sort). */
  toggle: ((event: unknown) => void) | undefined
  content: ReactNode
}

/** A body cell as the table draws it. */
export type CellView<T extends RowData> = {
  id: string
  columnId: string
  def: TableColumn<T>
  content: ReactNode
}

/** What the table's markup draws: its headers, and the rows in view with their cells. */
export type TableView<T extends RowData> = {
  headers: HeaderView<T>[]
  rows: { item: T; cells: CellView<T>[] }[]
}

export type TableViewOptions<T extends RowData> = {
  columns: readonly TableColumn<T>[]
  /** The rows in view, in order. */
  data: readonly T[]
  sorting: SortingState
  onSortingChange: OnChangeFn<SortingState>
}

/**
 * Whether a column sorts, as react-table decides it for these tables: it has a value to sort by
 * and does not turn sorting off.
 */
export const isSortable = <T extends RowData>(def: TableColumn<T>) =>
  def.enableSorting !== false && 'accessorFn' in def && def.accessorFn !== undefined

/**
 * The table's first frame, drawn from the column definitions while react-table (the table's
 * engine, table-engine.ts) is still on its way: it loads after the first rows are painted, so
 * they need none of its code. The same headers, cells and sort state as the engine gives them,
 * for the columns this project writes: one header row, manual single-column sorting that never
 * removes a sort (table-features.ts), cells that read `getValue`, `row.original` and `column`.
 * A header click asks for the sort the engine's would.
 */
export function firstFrameView<T extends RowData>({
  columns,
  data,
  sorting,
  onSortingChange,
}: TableViewOptions<T>): TableView<T> {
  const current = sorting[0]
  const headers = columns.map((def): HeaderView<T> => {
    const id = columnId(def)
    const canSort = isSortable(def)
    const sorted = current?.id === id ? (current.desc ? 'desc' : 'asc') : false
    const context = { column: { id, columnDef: def } }
    return {
      id,
      def,
      canSort,
      sorted,
      toggle: canSort
        ? () =>
            onSortingChange([{ id, desc: sorted ? sorted === 'asc' : def.sortDescFirst === true }])
        : undefined,
      content: flexRender(
        def.header,
        context as unknown as HeaderContext<TableFeatures, T, unknown>,
      ),
    }
  })
  const rows = data.map((item, index) => ({
    item,
    cells: headers.map(({ id, def }) => {
      const getValue = () => ('accessorFn' in def ? def.accessorFn?.(item, index) : undefined)
      const context = {
        getValue,
        renderValue: getValue,
        row: { original: item, index },
        column: { id, columnDef: def },
      }
      return {
        id: `${index}_${id}`,
        columnId: id,
        def,
        content: flexRender(def.cell, context as unknown as CellContext<TableFeatures, T, unknown>),
      }
    }),
  }))
  return { headers, rows }
}
