import { describe, expect, it } from 'vitest'
import {
  defaultSort,
  formatSort,
  parseSort,
  sortColumns,
  type SortDirection,
  type SortState,
} from './sort'

const every: SortState[] = sortColumns.flatMap((column) =>
  (['asc', 'desc'] as SortDirection[]).map((direction) => ({ column, direction })),
)

describe('parseSort and formatSort', () => {
  it.each(every)('round-trip $column.$direction', (sort) => {
    expect(parseSort(formatSort(sort))).toEqual(sort)
  })

  it('write the URL form column.direction', () => {
    expect(formatSort({ column: 'size', direction: 'desc' })).toBe('size.desc')
    expect(parseSort('name.asc')).toEqual({ column: 'name', direction: 'asc' })
  })

  it.each([
    null,
    '',
    'size',
    'size.',
    '.desc',
    'size.up',
    'SIZE.desc',
    'size.DESC',
    'buildId.asc',
    'size.desc.extra',
    'size desc',
    ' size.desc',
  ])('reject %j', (text) => {
    expect(parseSort(text)).toBeUndefined()
  })
})

describe('defaultSort', () => {
  it('defaults to newest first', () => {
    expect(defaultSort).toEqual({ column: 'created', direction: 'desc' })
  })
})
