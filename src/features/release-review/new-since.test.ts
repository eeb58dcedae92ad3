import { describe, expect, it } from 'vitest'
import type { UploadSummary } from '@/model/list-items'
import { summarizeNew } from './new-since'

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
    expect(summarizeNew(items, 7)).toEqual({ count: 2, bytes: 105, unknownSizes: 0 })
  })

  it('counts unknown sizes beside the sum, and leaves out items with no time', () => {
    const items = [item(10, undefined), item(undefined, 50), item(11, 3)]
    expect(summarizeNew(items, 0)).toEqual({ count: 2, bytes: 3, unknownSizes: 1 })
  })

  it('stays exact past 2^53', () => {
    const big = Number.MAX_SAFE_INTEGER
    const { bytes } = summarizeNew([item(1, big), item(1, big), item(1, 2n ** 60n)], 0)
    expect(bytes).toBe(2n * BigInt(big) + 2n ** 60n)
  })
})
