import type { OnChangeFn, SortingState } from '@tanstack/react-table'
import {
  isSortColumn,
  sortColumns,
  type SortColumn,
  type SortDirection,
  type SortState,
} from './row-order'

// The columns that sort are those with sort keys (row-order.ts); the columns themselves say
// that they sort, and which way first (upload-columns.tsx).
export { isSortColumn, sortColumns, type SortColumn, type SortDirection, type SortState }

export const defaultSort: SortState = { column: 'created', direction: 'desc' }

/** `size.desc` → `{ column: 'size', direction: 'desc' }`; anything else is undefined. */
export function parseSort(text: string | null): SortState | undefined {
  const [column = '', direction, ...rest] = (text ?? '').split('.')
  if (rest.length || !isSortColumn(column)) return undefined
  if (direction !== 'asc' && direction !== 'desc') return undefined
  return { column, direction }
}

export const formatSort = ({ column, direction }: SortState) => `${column}.${direction}`

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
