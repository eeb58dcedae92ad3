import {
  constructTable,
  flexRender,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type RowData,
  type Table,
} from '@tanstack/react-table'
import { table_setOptions } from '@tanstack/react-table/static-functions'
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings'
import { sortingOptions, type DataTableColumnMeta, type TableFeatures } from './table-features'
import type { TableViewOptions, TableView } from './table-view'

/**
 * Declared once: the asset tables share this feature set. Sorting is react-table's row-sorting
 * feature in manual mode: the table holds the sort and runs the header controls, while the rows
 * come already ordered by precomputed keys, and only those in view.
 */
export const features = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
}) satisfies TableFeatures

/**
 * How the instance's state reacts without a framework's hook: TanStack Store, as react-table's
 * docs build a table without one. Held apart from `features`, whose type the columns share.
 */
const reactivity = { coreReactivityFeature: storeReactivityBindings() }

/** Where a table keeps its react-table instance from one render to the next (in its state). */
export type EngineSlot<T extends RowData> = { current: Table<TableFeatures, T> | null }

/**
 * The table's engine: react-table, in a chunk of its own that loads once the first rows are
 * painted (data-table.tsx draws them from the columns meanwhile, table-view.tsx). It holds the
 * sort state and gives each header its sort state and toggle and each cell its context.
 *
 * A function, not a hook: the table calls it in place of the first frame's, in the same
 * component, so React keeps every element when the engine arrives (a hook could not start
 * being called halfway through a component's life). The instance is react-table's own, built
 * the way its docs build one without a framework (`constructTable` with the store reactivity
 * bindings); every render hands it the render's options, and since the sort is controlled and
 * the rows come ordered, all the table reads is in those options: nothing needs subscribing to.
 */
export function engineView<T extends RowData>(
  slot: EngineSlot<T>,
  { columns, data, sorting, onSortingChange }: TableViewOptions<T>,
): TableView<T> {
  const options = {
    columns: columns as TableViewOptions<T>['columns'][number][],
    data: data as T[],
    state: { sorting },
    onSortingChange,
    ...sortingOptions,
  }
  if (slot.current) table_setOptions(slot.current, (previous) => ({ ...previous, ...options }))
  else {
    slot.current = constructTable({
      ...options,
      features: { ...features, ...reactivity },
    })
  }
  const table = slot.current
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
        id: cell.id,
        columnId: cell.column.id,
        def: cell.column.columnDef,
        content: flexRender(cell.column.columnDef.cell, cell.getContext()),
      })),
    })),
  }
}
