import type { RowData } from '@tanstack/react-table'
import { ArrowDownIcon, ArrowUpIcon, SortableIcon } from '../icons'
import type { HeaderView } from './table-view'

export type ColumnHeaderProps<T extends RowData> = {
  header: HeaderView<T>
  /** Called when a click is about to change the sort (the table scrolls back to its top). */
  onSort: () => void
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const
const cellClass =
  'sticky top-0 z-10 bg-surface-muted font-medium shadow-[inset_0_-1px_0_var(--color-line)]'

/**
 * A header cell; a column that can sort holds a button, so sorting works by keyboard too. Its
 * state and its click are the column's own (react-table's row sorting).
 */
export function ColumnHeader<T extends RowData>({ header, onSort }: ColumnHeaderProps<T>) {
  const { sorted, toggle, content } = header
  const meta = header.def.meta
  const className = `${cellClass} ${meta?.width ?? ''} ${meta?.className ?? ''}`
  if (!header.canSort) {
    return (
      <th scope="col" className={`px-3 py-2.5 ${className}`}>
        {content}
      </th>
    )
  }
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : SortableIcon
  const alignEnd = meta?.className?.includes('text-right')
  return (
    <th scope="col" aria-sort={sorted ? ariaSort[sorted] : 'none'} className={`p-0 ${className}`}>
      <button
        type="button"
        onClick={(event) => {
          onSort()
          toggle?.(event)
        }}
        className={`group inline-flex w-full items-center gap-1 px-3 py-2.5 font-medium hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent ${alignEnd ? 'flex-row-reverse' : ''}`}
      >
        {content}
        <Icon
          className={`size-3.5 ${sorted ? 'text-accent-strong' : 'text-fg-faint group-hover:text-fg-muted'}`}
        />
      </button>
    </th>
  )
}
