/**
 * The columns an upload list can be sorted by: exactly those with sort keys (row-order.ts holds
 * one key builder for each); the columns themselves say that they sort, and which way first
 * (features/lists/upload-columns.tsx).
 */
export const sortColumns = ['name', 'status', 'size', 'created'] as const
export type SortColumn = (typeof sortColumns)[number]
export type SortDirection = 'asc' | 'desc'
export type SortState = { column: SortColumn; direction: SortDirection }

export const isSortColumn = (value: string): value is SortColumn =>
  (sortColumns as readonly string[]).includes(value)

export const defaultSort: SortState = { column: 'created', direction: 'desc' }

/** `size.desc` → `{ column: 'size', direction: 'desc' }`; anything else is undefined. */
export function parseSort(text: string | null): SortState | undefined {
  const [column = '', direction, ...rest] = (text ?? '').split('.')
  if (rest.length || !isSortColumn(column)) return undefined
  if (direction !== 'asc' && direction !== 'desc') return undefined
  return { column, direction }
}

export const formatSort = ({ column, direction }: SortState) => `${column}.${direction}`
