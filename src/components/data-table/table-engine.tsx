import {
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowData,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { sortingOptions, type DataTableColumnMeta, type TableFeatures } from './table-features'
import type { FirstFrameOptions, TableView } from './table-view'

/**
 * Declared once: the asset tables share this feature set. Sorting is react-table's row-sorting
 * feature in manual mode: the table holds the sort and runs the header controls, while the rows
 * come already ordered by precomputed keys, and only those in view.
 */
export const features = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
}) satisfies TableFeatures

export type TableEngineProps<T extends RowData> = FirstFrameOptions<T> & {
  children: (view: TableView<T>) => ReactNode
}

/**
 * The table's engine: react-table, in a chunk of its own that loads once the first rows are
 * painted (data-table.tsx draws them from the columns meanwhile). It holds the sort state and
 * gives each header its sort state and toggle and each cell its context.
 */
export function TableEngine<T extends RowData>({
  columns,
  data,
  sorting,
  onSortingChange,
  children,
}: TableEngineProps<T>) {
  const table = useTable({
    features,
    columns,
    data,
    state: { sorting },
    onSortingChange,
    ...sortingOptions,
  })
  return children({
    headers: table.getHeaderGroups().flatMap((group) =>
      group.headers.map((header) => ({
        id: header.id,
        def: header.column.columnDef,
        canSort: header.column.getCanSort(),
        sorted: header.column.getIsSorted(),
        toggle: header.column.getToggleSortingHandler(),
        content: <table.FlexRender header={header} />,
      })),
    ),
    rows: table.getRowModel().rows.map((row) => ({
      item: row.original,
      cells: row.getAllCells().map((cell) => ({
        id: cell.id,
        columnId: cell.column.id,
        def: cell.column.columnDef,
        content: <table.FlexRender cell={cell} />,
      })),
    })),
  })
}
