import { useTable, type ColumnDef, type SortingState } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { UploadSummary } from '../../api/schemas'
import { ColumnHeader } from './column-header'
import { nextSort, sortColumns, type SortColumn, type SortState } from './sort'
import { features, type TableFeatures } from './table-features'

export type DataTableProps<T extends UploadSummary> = {
  /** Accessible name of the table, e.g. "Builds of Space Raiders". */
  label: string
  data: T[]
  columns: ColumnDef<TableFeatures, T, unknown>[]
  sort: SortState
  onSortChange: (sort: SortState) => void
}

const isSortColumn = (id: string): id is SortColumn =>
  (sortColumns as readonly string[]).includes(id)

/** The one table all asset tabs render: sorting is controlled from outside (the URL). */
export function DataTable<T extends UploadSummary>({
  label,
  data,
  columns,
  sort,
  onSortChange,
}: DataTableProps<T>) {
  const sorting = useMemo<SortingState>(
    () => [{ id: sort.column, desc: sort.direction === 'desc' }],
    [sort.column, sort.direction],
  )
  const table = useTable({ features, columns, data, state: { sorting } })

  return (
    <table aria-label={label} className="w-full border-separate border-spacing-0 text-left text-sm">
      <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-600">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const id = header.column.id
              return (
                <ColumnHeader
                  key={header.id}
                  header={header}
                  sorted={id === sort.column ? sort.direction : undefined}
                  onSort={() => isSortColumn(id) && onSortChange(nextSort(sort, id))}
                >
                  <table.FlexRender header={header} />
                </ColumnHeader>
              )
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            {row.getAllCells().map((cell) => (
              <td
                key={cell.id}
                className={`border-t border-slate-200 px-3 py-2 align-middle ${cell.column.columnDef.meta?.className ?? ''}`}
              >
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
