import type { OnChangeFn, RowData, SortingState, Table } from '@tanstack/react-table'
import { useId } from 'react'
import type { TableFeatures } from './table-features'

export type SortMenuProps<T extends RowData> = {
  table: Table<TableFeatures, T>
  sorting: SortingState
  onSortingChange: OnChangeFn<SortingState>
  /** Called when a choice is about to change the sort (the table scrolls back to its top). */
  onSort: () => void
}

/**
 * Every way the table sorts, as one menu: for a narrow table, where folded columns have no
 * header to click. A native select, so it works by keyboard and touch as the platform does.
 */
export function SortMenu<T extends RowData>({
  table,
  sorting,
  onSortingChange,
  onSort,
}: SortMenuProps<T>) {
  const id = useId()
  const current = sorting[0]
  const options = table
    .getAllLeafColumns()
    .filter((column) => column.getCanSort())
    .flatMap((column) => {
      const { header, meta } = column.columnDef
      const name = typeof header === 'string' ? header : column.id
      const [ascending, descending] = meta?.sortNames ?? ['ascending', 'descending']
      const choices = [
        { value: `${column.id}:asc`, label: `${name}, ${ascending}` },
        { value: `${column.id}:desc`, label: `${name}, ${descending}` },
      ]
      // The way the column sorts first comes first, as a header click would give it.
      return column.columnDef.sortDescFirst ? choices.reverse() : choices
    })
  return (
    <div className="mb-2 flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-fg-muted">
        Sort by
      </label>
      <select
        id={id}
        value={current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : ''}
        onChange={(event) => {
          const [columnId = '', direction] = event.target.value.split(':')
          onSort()
          onSortingChange([{ id: columnId, desc: direction === 'desc' }])
        }}
        className="max-w-xs min-w-0 flex-1 rounded-md border border-line-strong bg-surface px-2 py-1.5 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
