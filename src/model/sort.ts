import {
  isSortColumn,
  sortColumns,
  type SortColumn,
  type SortDirection,
  type SortState,
} from './row-order'

// The columns that sort are those with sort keys (row-order.ts); the columns themselves say
// that they sort, and which way first (features/lists/upload-columns.tsx).
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
