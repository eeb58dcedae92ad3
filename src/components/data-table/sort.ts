export const sortColumns = ['name', 'status', 'size', 'created'] as const
export type SortColumn = (typeof sortColumns)[number]
export type SortDirection = 'asc' | 'desc'
export type SortState = { column: SortColumn; direction: SortDirection }

export const defaultSort: SortState = { column: 'created', direction: 'desc' }

/** Sizes and times are most useful biggest/newest first; text reads best A to Z. */
const firstDirection: Record<SortColumn, SortDirection> = {
  name: 'asc',
  status: 'asc',
  size: 'desc',
  created: 'desc',
}

export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  }
  return { column, direction: firstDirection[column] }
}

export const isSortColumn = (value: string): value is SortColumn =>
  (sortColumns as readonly string[]).includes(value)

/** `size.desc` → `{ column: 'size', direction: 'desc' }`; anything else is undefined. */
export function parseSort(text: string | null): SortState | undefined {
  const [column = '', direction, ...rest] = (text ?? '').split('.')
  if (rest.length || !isSortColumn(column)) return undefined
  if (direction !== 'asc' && direction !== 'desc') return undefined
  return { column, direction }
}

export const formatSort = ({ column, direction }: SortState) => `${column}.${direction}`
