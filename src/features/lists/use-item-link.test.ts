import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Build } from '@/model/list-items'
import { listModel } from '@/model/list-model'
import { noFilter } from '@/model/row-filter'
import { useItemLink } from './use-item-link'
import type { ListRows } from './use-list-rows'

const build = (n: number): Build => ({
  buildId: `b${n}`,
  uploadId: `u${n}`,
  name: `build ${n}`,
  createdAt: n,
  size: undefined,
  complete: true,
  warnings: [],
  tags: [],
})

const rowsOf = (
  count: number,
  shown: number[],
  options: { arriving?: boolean; pending?: boolean } = {},
) => {
  const list = listModel(
    Array.from({ length: count }, (_, n) => build(n)),
    options.arriving,
  )
  return {
    list,
    order: Uint32Array.from(shown),
    current: list,
    currentOrder: Uint32Array.from(shown),
    filter: noFilter,
    pending: options.pending ?? false,
  } satisfies ListRows<Build>
}

const linkOf = (rows: ListRows<Build>, id: string | undefined, unknown = false) =>
  renderHook(() => useItemLink('builds', rows, id, unknown)).result.current

describe('where a link’s item stands in a tab', () => {
  it('is the current row when it is shown', () => {
    expect(linkOf(rowsOf(5, [4, 3, 2, 1, 0]), 'b3')).toEqual({ index: 3 })
  })

  it('is hidden, by name, when the search or a filter leaves it out', () => {
    expect(linkOf(rowsOf(5, [0, 1]), 'b3')).toEqual({
      note: { state: 'hidden', name: 'build 3' },
    })
    // Not while a search typed is about to apply: it may show it.
    expect(linkOf(rowsOf(5, [0, 1], { pending: true }), 'b3')).toEqual({})
  })

  it('is looked for while the list arrives, and unknown once every list is whole', () => {
    expect(linkOf(rowsOf(5, [0], { arriving: true }), 'b9')).toEqual({ note: { state: 'looking' } })
    expect(linkOf(rowsOf(5, [0]), 'b9', true)).toEqual({ note: { state: 'unknown' } })
    // In another tab's list: that tab is about to open, nothing to say here.
    expect(linkOf(rowsOf(5, [0]), 'b9', false)).toEqual({})
  })

  it('is nothing without an item', () => {
    expect(linkOf(rowsOf(5, [0]), undefined)).toEqual({})
  })
})
