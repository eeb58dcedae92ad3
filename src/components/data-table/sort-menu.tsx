import type { OnChangeFn, SortingState } from '@tanstack/react-table'
import { useId } from 'react'

/** A column the table sorts by, as the menu offers it. */
export type SortChoice = {
  id: string
  /** The column's header. */
  name: string
  /** The column sorts descending first (sizes, times), as a header click would. */
  descFirst: boolean
  /** What each direction reads as: "A to Z", "newest first"; "ascending" otherwise. */
  names?: readonly [ascending: string, descending: string] | undefined
}

export type SortMenuProps = {
  choices: readonly SortChoice[]
  sorting: SortingState
  onSortingChange: OnChangeFn<SortingState>
  /** Called when a choice is about to change the sort (the table scrolls back to its top). */
  onSort: () => void
}

/**
 * Every way the table sorts, as one menu: for a narrow table, where folded columns have no
 * header to click. It sits in the header row (the primary column's header), so it costs no line
 * above the table. A native select, so it works by keyboard and touch as the platform does.
 */
export function SortMenu({ choices, sorting, onSortingChange, onSort }: SortMenuProps) {
  const id = useId()
  const current = sorting[0]
  const options = choices.flatMap(({ id: column, name, descFirst, names }) => {
    const [ascending, descending] = names ?? ['ascending', 'descending']
    const both = [
      { value: `${column}:asc`, label: `${name}, ${ascending}` },
      { value: `${column}:desc`, label: `${name}, ${descending}` },
    ]
    // The way the column sorts first comes first, as a header click would give it.
    return descFirst ? both.reverse() : both
  })
  return (
    <span className="flex min-w-0 items-center gap-1.5 font-normal">
      <label htmlFor={id} className="shrink-0">
        Sort by
      </label>
      <select
        id={id}
        value={current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : ''}
        onChange={(event) => {
          const [column = '', direction] = event.target.value.split(':')
          onSort()
          onSortingChange([{ id: column, desc: direction === 'desc' }])
        }}
        className="min-w-0 truncate rounded-md border border-line-strong bg-surface py-0.5 pr-1 pl-1.5 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  )
}
