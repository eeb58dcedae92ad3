import { flexRender, type Header, type RowData } from '@tanstack/react-table'
import type { ReactNode, RefObject } from 'react'
import { ArrowDownIcon, ArrowUpIcon, SortableIcon } from '@/components/icons'
import { headerText } from './folding'
import { ResizeHandle } from './resize-handle'
import type { TableFeatures } from './table-features'
import type { RovingControl } from '@/components/use-roving-keys'

export type ColumnHeaderProps<T extends RowData> = {
  header: Header<TableFeatures, T, unknown>
  /** Called when a click is about to change the sort (the table scrolls back to its top). */
  onSort: () => void
  /** Shown after a sortable header's button, at the cell's end (the sort menu, when narrow). */
  aside?: ReactNode
  /** The table's body, whose rows in view a fit of the column's width measures. */
  bodyRef: RefObject<HTMLTableSectionElement | null>
  /** Makes a control one of the header's roving controls, by its key (use-roving-keys.ts). */
  control: (key: string) => RovingControl | undefined
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const
/** A header cell's look: it stays at the top of the scrolled table. */
export const headerCellClass =
  'sticky top-0 z-10 bg-surface-muted font-medium shadow-[inset_0_-1px_0_var(--color-line)]'

/**
 * A header cell; a column that can sort holds a button, so sorting works by keyboard too. Its
 * state and its click are the column's own (react-table's row sorting).
 */
export function ColumnHeader<T extends RowData>({
  header,
  onSort,
  aside,
  bodyRef,
  control,
}: ColumnHeaderProps<T>) {
  const { column } = header
  const meta = column.columnDef.meta
  const className = `${headerCellClass} ${meta?.className ?? ''}`
  // The primary column has no width: it takes what the others leave (folding.ts).
  const style = meta?.primary ? undefined : { width: header.getSize() }
  const resize = column.getCanResize() && (
    <ResizeHandle header={header} bodyRef={bodyRef} control={control(`${column.id}:edge`)} />
  )
  // Named by its header alone: the resize handle inside has a name of its own.
  const name = resize ? headerText(column) : undefined
  const content = flexRender(column.columnDef.header, header.getContext())
  const canSort = column.getCanSort()
  const sorted = column.getIsSorted()
  const toggle = column.getToggleSortingHandler()
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : SortableIcon
  const alignEnd = meta?.className?.includes('text-right')
  const button = (
    <button
      type="button"
      {...control(`${column.id}:sort`)}
      onClick={(event) => {
        onSort()
        toggle?.(event)
      }}
      className={`group inline-flex w-full flex-1 items-center gap-1 px-3 py-2.5 font-medium hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent ${alignEnd ? 'flex-row-reverse' : ''}`}
    >
      {content}
      <Icon
        className={`size-3.5 shrink-0 ${sorted ? 'text-accent-strong' : 'text-fg-faint group-hover:text-fg-muted'}`}
      />
    </button>
  )
  return (
    <th
      scope="col"
      aria-sort={!canSort ? undefined : sorted ? ariaSort[sorted] : 'none'}
      aria-label={name}
      style={style}
      className={`${canSort ? 'p-0' : 'px-3 py-2.5'} ${className}`}
    >
      {!canSort ? (
        content
      ) : aside ? (
        <div className="flex items-center gap-1 pr-2">
          {button}
          {aside}
        </div>
      ) : (
        button
      )}
      {resize}
    </th>
  )
}
