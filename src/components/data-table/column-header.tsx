import type { Header, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { ArrowDownIcon, ArrowUpIcon, SortableIcon } from '../icons'
import type { TableFeatures } from './table-features'

export type ColumnHeaderProps<T extends RowData> = {
  header: Header<TableFeatures, T, unknown>
  /** Called when a click is about to change the sort (the table scrolls back to its top). */
  onSort: () => void
  children: ReactNode
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const
const cellClass =
  'sticky top-0 z-10 bg-surface-muted font-medium shadow-[inset_0_-1px_0_var(--color-line)]'

/**
 * A header cell; a column that can sort holds a button, so sorting works by keyboard too. Its
 * state and its click are the column's own (react-table's row sorting).
 */
export function ColumnHeader<T extends RowData>({
  header,
  onSort,
  children,
}: ColumnHeaderProps<T>) {
  const { column } = header
  const meta = column.columnDef.meta
  const className = `${cellClass} ${meta?.width ?? ''} ${meta?.className ?? ''}`
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={`px-3 py-2.5 ${className}`}>
        {children}
      </th>
    )
  }
  const sorted = column.getIsSorted()
  const toggleSorting = column.getToggleSortingHandler()
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : SortableIcon
  const alignEnd = meta?.className?.includes('text-right')
  return (
    <th scope="col" aria-sort={sorted ? ariaSort[sorted] : 'none'} className={`p-0 ${className}`}>
      <button
        type="button"
        onClick={(event) => {
          onSort()
          toggleSorting?.(event)
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
