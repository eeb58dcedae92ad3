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

/**
 * A sort's URL form, `<column>.asc` or `<column>.desc` (a column may hold dots itself:
 * `builds.stale.desc`), as its column and direction; undefined for anything else.
 */
export function readSortText(text: string | null): [string, SortDirection] | undefined {
  const value = text ?? ''
  const dot = value.lastIndexOf('.')
  const direction = value.slice(dot + 1)
  if (dot < 1 || (direction !== 'asc' && direction !== 'desc')) return undefined
  return [value.slice(0, dot), direction]
}

/** `size.desc` → `{ column: 'size', direction: 'desc' }`; anything else is undefined. */
export function parseSort(text: string | null): SortState | undefined {
  const [column = '', direction = 'desc'] = readSortText(text) ?? []
  return isSortColumn(column) ? { column, direction } : undefined
}

export const formatSort = ({ column, direction }: SortState) => `${column}.${direction}`
