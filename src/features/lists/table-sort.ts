import type { OnChangeFn, SortingState } from '@tanstack/react-table'
import { isSortColumn, type SortState } from '@/model/sort'

/*
 * The sort between the URL's form (model/sort.ts) and react-table's sorting state: the table
 * works out the next sort from its columns (which sort, and which way first), the URL keeps it.
 */

/** A sort as the table holds it: react-table's sorting state. */
export const toSorting = ({ column, direction }: SortState): SortingState => [
  { id: column, desc: direction === 'desc' },
]

/** The sort a table's sorting state stands for; undefined if it names no column that sorts. */
export function fromSorting(sorting: SortingState): SortState | undefined {
  const [first] = sorting
  if (!first || !isSortColumn(first.id)) return undefined
  return { column: first.id, direction: first.desc ? 'desc' : 'asc' }
}

/**
 * The table's `onSortingChange` for a sort kept outside it (the URL): applies the table's change
 * to `sorting`, the state the table was given, and reports the sort that results.
 */
export const onSortingChangeFor =
  (sorting: SortingState, onSortChange: (sort: SortState) => void): OnChangeFn<SortingState> =>
  (change) => {
    const sort = fromSorting(typeof change === 'function' ? change(sorting) : change)
    if (sort) onSortChange(sort)
  }
