import { ArrowDownIcon, ArrowUpIcon, SortableIcon } from '../icons'
import {
  canSort,
  nextSorting,
  sortedAs,
  type OnChangeFn,
  type RowData,
  type SortingState,
  type TableColumn,
} from './table-features'

export type ColumnHeaderProps<T extends RowData> = {
  column: TableColumn<T>
  /** The table's sort, which the header shows, and where a click asks for another. */
  sorting: SortingState
  onSortingChange: OnChangeFn<SortingState>
  /** Called when a click is about to change the sort (the table scrolls back to its top). */
  onSort: () => void
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const
const cellClass =
  'sticky top-0 z-10 bg-surface-muted font-medium shadow-[inset_0_-1px_0_var(--color-line)]'

/** A header cell; a column that can sort holds a button, so sorting works by keyboard too. */
export function ColumnHeader<T extends RowData>({
  column,
  sorting,
  onSortingChange,
  onSort,
}: ColumnHeaderProps<T>) {
  const { meta } = column
  const className = `${cellClass} ${meta?.width ?? ''} ${meta?.className ?? ''}`
  const children = typeof column.header === 'string' ? column.header : column.header()
  if (!canSort(column)) {
    return (
      <th scope="col" className={`px-3 py-2.5 ${className}`}>
        {children}
      </th>
    )
  }
  const sorted = sortedAs(sorting, column.id)
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : SortableIcon
  const alignEnd = meta?.className?.includes('text-right')
  return (
    <th scope="col" aria-sort={sorted ? ariaSort[sorted] : 'none'} className={`p-0 ${className}`}>
      <button
        type="button"
        onClick={() => {
          onSort()
          onSortingChange(nextSorting(sorting, column))
        }}
        className={`group inline-flex w-full items-center gap-1 px-3 py-2.5 font-medium hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent ${alignEnd ? 'flex-row-reverse' : ''}`}
      >
        {children}
        <Icon
          className={`size-3.5 ${sorted ? 'text-accent-strong' : 'text-fg-faint group-hover:text-fg-muted'}`}
        />
      </button>
    </th>
  )
}
