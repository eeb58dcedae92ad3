import { describe, expect, it } from 'vitest'
import type { UploadSummary } from './list-items'
import { listModel } from './list-model'
import { rowOrder, sortKeyPreparations } from './row-order'
import type { StatusClock } from './upload-status'

const item = (
  name: string,
  size: number | bigint,
  createdAt = 0,
  complete = true,
): UploadSummary => ({
  uploadId: name,
  name,
  size,
  createdAt,
  complete,
  warnings: [],
})

const HOUR = 60 * 60 * 1000
/** Item times are small numbers of ms: at this clock they are all about 10 h old. */
const clock: StatusClock = { now: 10 * HOUR, staleAfter: 24 * HOUR }

const names = (items: UploadSummary[], order: Uint32Array) =>
  Array.from(order, (i) => items[i]?.name)

describe('rowOrder', () => {
  it('keeps a list already in the order asked for, ties in the API order, and sorts one out of it', () => {
    const newestFirst = [item('c', 1, 3), item('b2', 1, 2), item('b1', 1, 2), item('a', 1, 1)]
    const descending = { column: 'created', direction: 'desc' } as const
    expect(names(newestFirst, rowOrder(listModel(newestFirst), descending, clock))).toEqual([
      'c',
      'b2',
      'b1',
      'a',
    ])
    const oneLate = [...newestFirst, item('d', 1, 4)]
    expect(names(oneLate, rowOrder(listModel(oneLate), descending, clock))).toEqual([
      'd',
      'c',
      'b2',
      'b1',
      'a',
    ])
    expect(
      names(
        newestFirst,
        rowOrder(listModel(newestFirst), { ...descending, direction: 'asc' }, clock),
      ),
    ).toEqual(['a', 'b2', 'b1', 'c'])
  })

  it('orders sizes exactly, mixing doubles and integers above 2^53', () => {
    const items = [
      item('max', 2n ** 64n - 1n),
      item('small', 5),
      item('just above 2^53', 2n ** 53n + 1n),
      item('2^53', 2 ** 53),
    ]
    const list = listModel(items)
    expect(names(items, rowOrder(list, { column: 'size', direction: 'asc' }, clock))).toEqual([
      'small',
      '2^53',
      'just above 2^53',
      'max',
    ])
  })

  it('keeps ties in the API order in both directions', () => {
    const items = [item('a', 1), item('b', 2), item('c', 1), item('d', 2)]
    const list = listModel(items)
    expect(names(items, rowOrder(list, { column: 'size', direction: 'asc' }, clock))).toEqual([
      'a',
      'c',
      'b',
      'd',
    ])
    expect(names(items, rowOrder(list, { column: 'size', direction: 'desc' }, clock))).toEqual([
      'b',
      'd',
      'a',
      'c',
    ])
  })

  it('sorts names naturally, ignoring case, and status as the labels read', () => {
    const items = [item('build 10', 1, 0, false), item('Build 9', 1), item('build 100', 1)]
    const list = listModel(items)
    expect(names(items, rowOrder(list, { column: 'name', direction: 'asc' }, clock))).toEqual([
      'Build 9',
      'build 10',
      'build 100',
    ])
    expect(names(items, rowOrder(list, { column: 'status', direction: 'asc' }, clock))).toEqual([
      'Build 9',
      'build 100',
      'build 10',
    ])
  })

  it('orders status Complete, Stale, Uploading, as the labels read', () => {
    const items = [
      item('uploading', 1, 9 * HOUR, false),
      item('stale', 1, 0, false),
      item('complete', 1, 0),
      item('stale too', 1, 1, false),
    ]
    const list = listModel(items)
    const staleClock: StatusClock = { now: 30 * HOUR, staleAfter: 24 * HOUR }
    expect(
      names(items, rowOrder(list, { column: 'status', direction: 'asc' }, staleClock)),
    ).toEqual(['complete', 'stale', 'stale too', 'uploading'])
    expect(
      names(items, rowOrder(list, { column: 'status', direction: 'desc' }, staleClock)),
    ).toEqual(['uploading', 'stale', 'stale too', 'complete'])
  })

  it('computes an order once per response: asking again returns the same array', () => {
    const items = [item('b', 2, 2), item('a', 1, 1)]
    const list = listModel(items)
    const first = rowOrder(list, { column: 'created', direction: 'desc' }, clock)
    expect(rowOrder(list, { column: 'created', direction: 'desc' }, clock)).toBe(first)
    // A new response (a new array) gets its own order.
    expect(
      rowOrder(listModel([...items]), { column: 'created', direction: 'desc' }, clock),
    ).not.toBe(first)
  })
})

describe('sortKeyPreparations', () => {
  it('makes each column’s keys a part at a time while there is time, then sorts as a click would', () => {
    const many = Array.from({ length: 2500 }, (_, i) => item(`build ${i}`, i % 7, i))
    const prepared = listModel(many)
    const [byName] = sortKeyPreparations(prepared, clock)
    // No time left: one part (1,000 items) per moment.
    expect(byName?.(() => false)).toBe(false)
    expect(byName?.(() => false)).toBe(false)
    expect(byName?.(() => false)).toBe(true)
    // Kept on the list's model: the first click only sorts.
    expect(prepared.cache.has('sort keys: name')).toBe(true)
    const sort = { column: 'name', direction: 'desc' } as const
    expect(names(many, rowOrder(prepared, sort, clock))).toEqual(
      names(many, rowOrder(listModel(many), sort, clock)),
    )
    // With time, every column's at once.
    const preparations = sortKeyPreparations(listModel(many), clock)
    expect(preparations.map((prepare) => prepare(() => true))).toEqual([true, true, true, true])
  })
})
