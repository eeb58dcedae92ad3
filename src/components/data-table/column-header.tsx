import type { Header } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { UploadSummary } from '../../api/schemas'
import { ArrowDownIcon, ArrowUpIcon, SortableIcon } from '../icons'
import type { SortDirection } from './sort'
import type { TableFeatures } from './table-features'

export type ColumnHeaderProps<T extends UploadSummary> = {
  header: Header<TableFeatures, T, unknown>
  /** Undefined for a column that cannot sort. */
  onSort: (() => void) | undefined
  sorted: SortDirection | undefined
  children: ReactNode
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const
const cellClass =
  'sticky top-0 z-10 bg-surface-muted font-medium shadow-[inset_0_-1px_0_var(--color-line)]'

/** A header cell; sortable ones hold a button so sorting works by keyboard too. */
export function ColumnHeader<T extends UploadSummary>({
  header,
  onSort,
  sorted,
  children,
}: ColumnHeaderProps<T>) {
  const meta = header.column.columnDef.meta
  const className = `${cellClass} ${meta?.width ?? ''} ${meta?.className ?? ''}`
  if (!onSort) {
    return (
      <th scope="col" className={`px-3 py-2.5 ${className}`}>
        {children}
      </th>
    )
  }
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : SortableIcon
  const alignEnd = meta?.className?.includes('text-right')
  return (
    <th scope="col" aria-sort={sorted ? ariaSort[sorted] : 'none'} className={`p-0 ${className}`}>
      <button
        type="button"
        onClick={onSort}
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
