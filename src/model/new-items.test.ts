import { describe, expect, it } from 'vitest'
import type { NewRule } from './is-new'
import type { UploadSummary } from './list-items'
import { summarizeNew } from './new-items'

const since = (time: number): NewRule => ({ by: 'time', since: time })

const item = (createdAt: number | undefined, size: UploadSummary['size']): UploadSummary => ({
  uploadId: 'u',
  name: 'n',
  createdAt,
  size,
  complete: true,
  warnings: [],
})

describe('summarizeNew', () => {
  it('counts and sums the items created after since, whatever their status', () => {
    const items = [item(10, 100), { ...item(20, 5), complete: false }, item(5, 1000), item(7, 1)]
    expect(summarizeNew(items, since(7))).toEqual({ count: 2, bytes: 105, unknownSizes: 0 })
  })

  it('counts unknown sizes beside the sum, and leaves out items with no time', () => {
    const items = [item(10, undefined), item(undefined, 50), item(11, 3)]
    expect(summarizeNew(items, since(0))).toEqual({ count: 2, bytes: 3, unknownSizes: 1 })
  })

  it('counts the items a last visit did not hold, whatever their time', () => {
    const items = [
      { ...item(10, 100), uploadId: 'seen' },
      { ...item(undefined, 5), uploadId: 'fresh' },
      { ...item(1, 7), uploadId: 'also fresh' },
    ]
    const rule: NewRule = {
      by: 'visit',
      lastVisit: { at: 50, ids: new Set(['seen']) },
      idOf: (entry) => entry.uploadId,
    }
    expect(summarizeNew(items, rule)).toEqual({ count: 2, bytes: 12, unknownSizes: 0 })
  })

  it('stays exact past 2^53', () => {
    const big = Number.MAX_SAFE_INTEGER
    const { bytes } = summarizeNew([item(1, big), item(1, big), item(1, 2n ** 60n)], since(0))
    expect(bytes).toBe(2n * BigInt(big) + 2n ** 60n)
  })
})
