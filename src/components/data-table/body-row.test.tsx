import { render } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { DataTable } from './data-table'
import { createAppColumnHelper, type TableColumn } from './table-features'

type Item = { name: string }

const items: Item[] = [{ name: 'a' }, { name: 'b' }, { name: 'c' }]
const drawName = vi.fn((name: string) => name)
const helper = createAppColumnHelper<Item>()
const columns: TableColumn<Item>[] = [
  helper.accessor((item) => item.name, {
    id: 'name',
    header: 'Name',
    cell: (info) => drawName(info.getValue()),
  }),
]

const table = (order: Uint32Array) => (
  <DataTable
    label="Items"
    items={items}
    order={order}
    columns={columns}
    sorting={[{ id: 'name', desc: false }]}
    onSortingChange={vi.fn()}
  />
)

it('draws a row again only when it would draw differently', () => {
  const view = render(table(Uint32Array.of(0, 1, 2)))
  expect(drawName).toHaveBeenCalledTimes(3)
  // The same rows anew (react-table's rows are new objects): nothing is drawn again.
  view.rerender(table(Uint32Array.of(0, 1, 2)))
  expect(drawName).toHaveBeenCalledTimes(3)
  // "b" filtered out: "a" stays where it was, "c" moves up a place and is drawn again.
  view.rerender(table(Uint32Array.of(0, 2)))
  expect(drawName).toHaveBeenCalledTimes(4)
  expect(drawName).toHaveBeenLastCalledWith('c')
})
