import { describe, expect, it } from 'vitest'
import { canSort, columnHelper, nextSorting, renderCell, sortedAs } from './table-features'

type Row = { name: string; size: number }

const helper = columnHelper<Row>()
const name = helper.accessor((row) => row.name, {
  id: 'name',
  header: 'Name',
  cell: (info) => `${info.getValue()} (${info.row.original.size})`,
})
const size = helper.accessor((row) => row.size, {
  id: 'size',
  header: 'Size',
  sortDescFirst: true,
  cell: (info) => info.getValue(),
})
const id = helper.accessor((row) => row.name, {
  id: 'id',
  header: 'ID',
  enableSorting: false,
  cell: (info) => info.getValue(),
})
const thumbnail = helper.display({ id: 'thumbnail', header: () => 'Thumbnail', cell: () => 'img' })

describe('columns', () => {
  it('draw a cell from its row and the column value', () => {
    expect(renderCell(name, { name: 'Build 7', size: 12 })).toBe('Build 7 (12)')
    expect(renderCell(size, { name: 'Build 7', size: 12 })).toBe(12)
  })

  it('sort when they have a value and do not refuse', () => {
    expect([name, size, id, thumbnail].map(canSort)).toEqual([true, true, false, false])
  })
})

describe('nextSorting', () => {
  it('reverses the sorted column', () => {
    expect(nextSorting([{ id: 'size', desc: true }], size)).toEqual([{ id: 'size', desc: false }])
    expect(nextSorting([{ id: 'name', desc: false }], name)).toEqual([{ id: 'name', desc: true }])
  })

  it('starts another column in its own first direction, replacing the old sort', () => {
    expect(nextSorting([{ id: 'name', desc: true }], size)).toEqual([{ id: 'size', desc: true }])
    expect(nextSorting([{ id: 'size', desc: false }], name)).toEqual([{ id: 'name', desc: false }])
  })
})

describe('sortedAs', () => {
  it('reads a column as sorted ascending, descending or not at all', () => {
    const sorting = [{ id: 'size', desc: true }]
    expect([sortedAs(sorting, 'size'), sortedAs(sorting, 'name')]).toEqual(['desc', false])
    expect(sortedAs([{ id: 'name', desc: false }], 'name')).toBe('asc')
  })
})
