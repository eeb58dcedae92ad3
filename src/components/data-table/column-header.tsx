import type { Header } from '@tanstack/react-table'
import type { UploadSummary } from '../../api/schemas'
import { ArrowDownIcon, ArrowUpIcon, SortableIcon } from '../icons'
import type { SortDirection } from './sort'
import type { TableFeatures } from './table-features'

export type ColumnHeaderProps<T extends UploadSummary> = {
  header: Header<TableFeatures, T, unknown>
  sorted: SortDirection | undefined
  onSort: () => void
  children: React.ReactNode
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const

/** A header cell; sortable ones hold a button so sorting works by keyboard too. */
export function ColumnHeader<T extends UploadSummary>({
  header,
  sorted,
  onSort,
  children,
}: ColumnHeaderProps<T>) {
  const className = header.column.columnDef.meta?.className ?? ''
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={`px-3 py-2.5 font-medium ${className}`}>
        {children}
      </th>
    )
  }
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : SortableIcon
  return (
    <th scope="col" aria-sort={sorted ? ariaSort[sorted] : 'none'} className={`p-0 ${className}`}>
      <button
        type="button"
        onClick={onSort}
        className={`group inline-flex w-full items-center gap-1 px-3 py-2.5 font-medium hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${className.includes('text-right') ? 'flex-row-reverse' : ''}`}
      >
        {children}
        <Icon
          className={`size-3.5 ${sorted ? 'text-indigo-600' : 'text-slate-400 group-hover:text-slate-600'}`}
        />
      </button>
    </th>
  )
}
