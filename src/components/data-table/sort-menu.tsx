import type { Column, RowData } from '@tanstack/react-table'
import { useId } from 'react'
import { headerText } from './folding'
import type { TableFeatures } from './table-features'
import type { RovingControl } from '@/components/use-roving-keys'

export type SortMenuProps<T extends RowData> = {
  columns: readonly Column<TableFeatures, T>[]
  /** Called when a choice is about to change the sort (the table scrolls back to its top). */
  onSort: () => void
  /** One of the header's roving controls (use-roving-keys.ts). */
  control: RovingControl | undefined
}

/**
 * Every sort as one menu, for a narrow table whose folded columns have no header to click. In the
 * primary column's header, so it costs no line above the table; a native select, so keyboard and
 * touch work as the platform does. Its choices set the columns' own sorts, as their headers would.
 */
export function SortMenu<T extends RowData>({ columns, onSort, control }: SortMenuProps<T>) {
  const id = useId()
  const choices = columns.flatMap((column) => {
    const [ascending, descending] = column.columnDef.meta?.sortNames ?? ['ascending', 'descending']
    const both = [
      { column, desc: false, label: `${headerText(column)}, ${ascending}` },
      { column, desc: true, label: `${headerText(column)}, ${descending}` },
    ]
    // The way the column sorts first comes first, as a header click would give it.
    return column.getFirstSortDir() === 'desc' ? both.reverse() : both
  })
  const current = choices.findIndex(
    ({ column, desc }) => column.getIsSorted() === (desc ? 'desc' : 'asc'),
  )
  return (
    <span className="flex min-w-0 items-center gap-1.5 font-normal">
      <label htmlFor={id} className="shrink-0">
        Sort by
      </label>
      <select
        id={id}
        {...control}
        value={current}
        onChange={(event) => {
          const choice = choices[event.target.selectedIndex]
          onSort()
          choice?.column.toggleSorting(choice.desc)
        }}
        className="min-w-0 truncate rounded-md border border-line-strong bg-surface py-0.5 pr-1 pl-1.5 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
      >
        {choices.map((choice, index) => (
          <option key={choice.label} value={index}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  )
}
