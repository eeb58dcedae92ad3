import { listModel } from '@/model/list-model'
import { afterEach, describe, expect, it } from 'vitest'
import type { UploadSummary } from '@/model/list-items'
import type { TimeZone } from '@/components/time-format'
import { binUploads, type UploadBins } from './chart-bins'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const NOW = Date.parse('2026-11-01T12:00:00Z')
const clock = { now: NOW, staleAfter: 24 * HOUR }

type Spec = { at?: string | undefined; complete?: boolean; size?: number | bigint | undefined }

function upload(spec: Spec): UploadSummary {
  const { at, complete = true } = spec
  const size = 'size' in spec ? spec.size : 10
  return {
    uploadId: 'u',
    name: 'n',
    createdAt: at === undefined ? undefined : Date.parse(at),
    size,
    complete,
    warnings: [],
  } as UploadSummary
}

const bin = (items: Spec[], zone: TimeZone = 'utc', at = clock) =>
  binUploads(listModel(items.map(upload)), at, zone)

const iso = (time: number) => new Date(time).toISOString()
const starts = (bins: UploadBins) => bins.bins.map((each) => iso(each.start))

const savedZone = process.env.TZ
/** Runs the check with the browser's zone set to `zone` (Node reads TZ on every change). */
function inZone<T>(zone: string, check: () => T): T {
  process.env.TZ = zone
  return check()
}
afterEach(() => {
  process.env.TZ = savedZone
})

describe('binUploads', () => {
  it('gives no bars for an empty list', () => {
    expect(bin([])).toEqual({
      unit: 'day',
      bins: [],
      totals: { complete: 0, uploading: 0, stale: 0 },
      bytes: 0,
      undated: 0,
      unknownSizes: 0,
    })
  })

  it('gives one day for one item', () => {
    const result = bin([{ at: '2026-10-30T15:00:00Z', size: 42 }])
    expect(result.unit).toBe('day')
    expect(result.bins).toEqual([
      {
        firstDay: Date.UTC(2026, 9, 30) / DAY,
        start: Date.UTC(2026, 9, 30),
        end: Date.UTC(2026, 9, 31),
        counts: { complete: 1, uploading: 0, stale: 0 },
        bytes: 42,
        cumulative: 42,
      },
    ])
  })

  it('counts every status with the clock: incomplete for over a day is stale', () => {
    const result = bin([
      { at: '2026-11-01T01:00:00Z' },
      { at: '2026-11-01T02:00:00Z', complete: false },
      { at: '2026-11-01T03:00:00Z', complete: false },
    ])
    expect(result.bins.map((each) => each.counts)).toEqual([
      { complete: 1, uploading: 2, stale: 0 },
    ])
    const later = bin([{ at: '2026-11-01T02:00:00Z', complete: false }], 'utc', {
      ...clock,
      now: NOW + 2 * DAY,
    })
    expect(later.totals).toEqual({ complete: 0, uploading: 0, stale: 1 })
  })

  it('counts items without a time in the totals and beside the bars, not in them', () => {
    const result = bin([{ at: '2026-10-30T15:00:00Z' }, {}, { complete: false }])
    expect(result.undated).toBe(2)
    expect(result.totals).toEqual({ complete: 2, uploading: 1, stale: 0 })
    expect(result.bins).toHaveLength(1)
    expect(result.bins[0]?.counts.complete).toBe(1)
  })

  it('keeps empty days between uploads, and bins future uploads (clock skew) too', () => {
    const result = bin([
      { at: '2026-10-29T10:00:00Z' },
      { at: '2026-11-02T10:00:00Z', complete: false },
    ])
    expect(starts(result)).toHaveLength(5)
    expect(result.bins.map((each) => each.counts.complete + each.counts.uploading)).toEqual([
      1, 0, 0, 0, 1,
    ])
    // Created after "now": still uploading, never stale.
    expect(result.bins[4]?.counts.uploading).toBe(1)
  })

  it('sums the complete sizes per bar and up to each bar, leaving unreadable ones out', () => {
    const result = bin([
      { at: '2026-10-30T01:00:00Z', size: 2n ** 60n },
      { at: '2026-10-30T02:00:00Z', size: undefined },
      { at: '2026-10-31T01:00:00Z', size: 5, complete: false },
      { at: '2026-11-01T01:00:00Z', size: 7 },
    ])
    expect(result.bins.map((each) => each.bytes)).toEqual([2 ** 60, 0, 7])
    expect(result.bins.map((each) => each.cumulative)).toEqual([2 ** 60, 2 ** 60, 2 ** 60 + 7])
    expect(result.unknownSizes).toBe(1)
  })

  it.each([
    [31, 'day', 31],
    // 14 January 2026 was a Wednesday: its week began on the 12th.
    [32, 'week', 5],
    [26 * 7, 'week', 27],
    [26 * 7 + 1, 'month', 7],
    [3 * 366, 'month', 37],
    [3 * 366 + 1, 'year', 4],
  ])('a range of %i days is binned by %s (%i bars)', (days, unit, bars) => {
    const first = Date.UTC(2026, 0, 14, 12)
    const result = bin([{ at: iso(first) }, { at: iso(first + (days - 1) * DAY) }])
    expect(result.unit).toBe(unit)
    expect(result.bins).toHaveLength(bars)
  })

  it('starts weeks on Monday, and a week keeps its days across a year end', () => {
    const result = bin([
      { at: '2026-11-20T10:00:00Z' },
      { at: '2026-12-28T00:00:00Z' },
      { at: '2027-01-03T23:59:59Z' },
    ])
    expect(result.unit).toBe('week')
    const yearEnd = result.bins.find((each) => each.counts.complete === 2)
    expect(iso(yearEnd?.start ?? 0)).toBe('2026-12-28T00:00:00.000Z')
    expect(iso(yearEnd?.end ?? 0)).toBe('2027-01-04T00:00:00.000Z')
    expect(starts(result)[0]).toBe('2026-11-16T00:00:00.000Z')
  })

  it('starts months on the 1st, each as long as its month', () => {
    const result = bin([{ at: '2026-01-31T10:00:00Z' }, { at: '2026-09-01T00:00:00Z' }])
    expect(result.unit).toBe('month')
    expect(starts(result).slice(0, 3)).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ])
    expect(iso(result.bins.at(-1)?.end ?? 0)).toBe('2026-10-01T00:00:00.000Z')
  })

  it('bins by the local calendar, not UTC, when the display is local', () => {
    // 23:30 UTC on 25 October is 00:30 on the 26th in Berlin (CET, UTC+1, from that day).
    const items: Spec[] = [{ at: '2026-10-25T23:30:00Z' }, { at: '2026-10-27T12:00:00Z' }]
    expect(starts(bin(items, 'utc'))[0]).toBe('2026-10-25T00:00:00.000Z')
    const local = inZone('Europe/Berlin', () => bin(items, 'local'))
    expect(starts(local)).toEqual(['2026-10-25T23:00:00.000Z', '2026-10-26T23:00:00.000Z'])
  })

  it('gives the days around a DST change their real lengths (23 h and 25 h)', () => {
    const result = inZone('Europe/Berlin', () =>
      bin(
        [
          { at: '2026-03-28T23:30:00Z' }, // 00:30 on 29 March, CET
          { at: '2026-03-29T21:30:00Z' }, // 23:30 on 29 March, CEST
          { at: '2026-10-24T22:30:00Z' }, // 00:30 on 25 October, CEST
          { at: '2026-10-25T22:30:00Z' }, // 23:30 on 25 October, CET
        ],
        'local',
      ),
    )
    expect(result.unit).toBe('month')
    const march = inZone('Europe/Berlin', () =>
      bin([{ at: '2026-03-28T23:30:00Z' }, { at: '2026-03-29T21:30:00Z' }], 'local'),
    )
    expect(march.bins).toHaveLength(1)
    expect((march.bins[0]?.end ?? 0) - (march.bins[0]?.start ?? 0)).toBe(23 * HOUR)
    const october = inZone('Europe/Berlin', () =>
      bin([{ at: '2026-10-24T22:30:00Z' }, { at: '2026-10-25T22:30:00Z' }], 'local'),
    )
    expect(october.bins).toHaveLength(1)
    expect((october.bins[0]?.end ?? 0) - (october.bins[0]?.start ?? 0)).toBe(25 * HOUR)
    expect(result.bins.reduce((sum, each) => sum + each.counts.complete, 0)).toBe(4)
  })

  it('starts a day that DST enters at midnight at 01:00', () => {
    // São Paulo skipped 00:00–01:00 on 4 November 2018.
    const result = inZone('America/Sao_Paulo', () => bin([{ at: '2018-11-04T12:00:00Z' }], 'local'))
    expect(iso(result.bins[0]?.start ?? 0)).toBe('2018-11-04T03:00:00.000Z')
  })

  it('bins a response once per clock and zone', () => {
    const list = listModel([upload({ at: '2026-10-30T15:00:00Z' })])
    const first = binUploads(list, clock, 'utc')
    expect(binUploads(list, { ...clock }, 'utc')).toBe(first)
    expect(binUploads(list, { ...clock, now: NOW + 1 }, 'utc')).not.toBe(first)
    // A new response (a new model of the same items) is binned again.
    expect(binUploads(listModel(list.items), clock, 'utc')).not.toBe(first)
  })
})
