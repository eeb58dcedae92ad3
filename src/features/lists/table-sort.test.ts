import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Build } from '@/model/list-items'
import { useAppTable } from '@/components/data-table/table-features'
import {
  defaultSort,
  sortColumns,
  type SortColumn,
  type SortDirection,
  type SortState,
} from '@/model/sort'
import { kindTables } from './kind-tables'
import { onSortingChangeFor, toSorting } from './table-sort'

const buildColumns = kindTables.builds.columns

const every: SortState[] = sortColumns.flatMap((column) =>
  (['asc', 'desc'] as SortDirection[]).map((direction) => ({ column, direction })),
)

const noBuilds: Build[] = []

/**
 * The sort that choosing `column` asks for while the list is sorted by `current`, as a header
 * click does: react-table works it out from the columns (which sort, and which way first).
 */
const nextSortBy = {
  'react-table': (current: SortState, column: SortColumn) => {
    const onSortChange = vi.fn<(sort: SortState) => void>()
    const sorting = toSorting(current)
    const { result, unmount } = renderHook(() =>
      useAppTable({
        columns: buildColumns,
        data: noBuilds,
        state: { sorting },
        onSortingChange: onSortingChangeFor(sorting, onSortChange),
      }),
    )
    result.current.getColumn(column)?.toggleSorting()
    unmount()
    expect(onSortChange).toHaveBeenCalledTimes(1)
    return onSortChange.mock.lastCall?.[0]
  },
}

describe.each(Object.keys(nextSortBy) as (keyof typeof nextSortBy)[])('nextSort, %s', (engine) => {
  const nextSort = nextSortBy[engine]

  it.each(every)('reverses $column.$direction when the same column is chosen again', (sort) => {
    expect(nextSort(sort, sort.column)).toEqual({
      column: sort.column,
      direction: sort.direction === 'asc' ? 'desc' : 'asc',
    })
  })

  it.each([
    ['name', 'asc'],
    ['status', 'asc'],
    ['size', 'desc'],
    ['created', 'desc'],
  ] as const)('starts a newly chosen %s column %s', (column, direction) => {
    const from: SortState =
      column === 'created' ? { column: 'name', direction: 'asc' } : defaultSort
    expect(nextSort(from, column)).toEqual({ column, direction })
  })

  it('starts a new column in its own direction whatever the old direction was', () => {
    expect(nextSort({ column: 'name', direction: 'desc' }, 'size')).toEqual({
      column: 'size',
      direction: 'desc',
    })
    expect(nextSort({ column: 'size', direction: 'asc' }, 'name')).toEqual({
      column: 'name',
      direction: 'asc',
    })
  })
})
