import { flexRender, type OnChangeFn, type RowData, type SortingState } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useAppTable, type TableColumn } from './table-features'

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
  columns: TableColumn<T>[]
  /** The rows in view, in order. */
  data: T[]
  sorting: SortingState
  onSortingChange: OnChangeFn<SortingState>
}

/**
 * React-table (`useAppTable`, table-features.ts) over the rows in view: it holds the sort,
 * controlled from outside, and gives each header its sort state and toggle and each cell its
 * rendered content. Sorting is manual: the rows come already ordered by precomputed keys, and
 * only those in view.
 */
export function useTableView<T extends RowData>({
  columns,
  data,
  sorting,
  onSortingChange,
}: TableViewOptions<T>): TableView<T> {
  const table = useAppTable({ columns, data, state: { sorting }, onSortingChange })
  return {
    headers: table.getHeaderGroups().flatMap((group) =>
      group.headers.map((header) => ({
        id: header.id,
        def: header.column.columnDef,
        canSort: header.column.getCanSort(),
        sorted: header.column.getIsSorted(),
        toggle: header.column.getToggleSortingHandler(),
        content: flexRender(header.column.columnDef.header, header.getContext()),
      })),
    ),
    rows: table.getRowModel().rows.map((row) => ({
      item: row.original,
      cells: row.getAllCells().map((cell) => ({
        columnId: cell.column.id,
        def: cell.column.columnDef,
        content: flexRender(cell.column.columnDef.cell, cell.getContext()),
      })),
    })),
  }
}
