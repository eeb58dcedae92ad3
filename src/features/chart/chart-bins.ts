import { derived, type ListModel } from '@/model/list-model'
import type { UploadSummary } from '@/model/list-items'
import type { TimeZone } from '@/components/time-format'
import { uploadStatus, type StatusClock, type UploadStatus } from '@/model/upload-status'
import { binFirstDay, binOrdinal, binUnitFor, dayCounter, dayStart, type BinUnit } from './calendar'

/** One bar of the chart: the uploads created in a period, by status, and their sizes. */
export type ChartBin = {
  /** First day (day number in the zone) and first instant of the period. */
  firstDay: number
  start: number
  /** First instant of the next period: the period is [start, end). */
  end: number
  counts: Record<UploadStatus, number>
  /** Bytes of the complete items created in the period (unreadable sizes left out). */
  bytes: number
  /** Bytes of the complete items created up to the period's end. */
  cumulative: number
}

export type UploadBins = {
  unit: BinUnit
  /** Every period from the first upload's to the last's, empty ones included. */
  bins: ChartBin[]
  totals: Record<UploadStatus, number>
  bytes: number
  /** Items with no creation time: counted in the caption, in no bar. */
  undated: number
  /** Complete items whose size could not be read: left out of the sizes. */
  unknownSizes: number
}

/** The list binned by creation time in the zone, once per response, clock and zone. */
export function binUploads(list: ListModel, clock: StatusClock, zone: TimeZone): UploadBins {
  // Per response: a new clock or zone bins it again, a re-render does not.
  const version = `${clock.now} ${clock.staleAfter} ${zone}`
  return derived(list, 'chart bins', () => computeBins(list.items, clock, zone), version)
}

const zeroCounts = (): Record<UploadStatus, number> => ({ complete: 0, uploading: 0, stale: 0 })

function computeBins(items: readonly UploadSummary[], clock: StatusClock, zone: TimeZone) {
  const days = new Float64Array(items.length)
  const dayNumber = dayCounter(zone)
  let firstDay = Infinity
  let lastDay = -Infinity
  for (let index = 0; index < items.length; index += 1) {
    const time = (items[index] as UploadSummary).createdAt
    const day = time === undefined ? NaN : dayNumber(time)
    days[index] = day
    if (day < firstDay) firstDay = day
    if (day > lastDay) lastDay = day
  }
  const unit = firstDay <= lastDay ? binUnitFor(firstDay, lastDay) : 'day'
  const ordinal = binOrdinal[unit]
  const first = firstDay <= lastDay ? ordinal(firstDay) : 0
  const last = firstDay <= lastDay ? ordinal(lastDay) : -1
  const bins: ChartBin[] = []
  const result: UploadBins = {
    unit,
    bins,
    totals: zeroCounts(),
    bytes: 0,
    undated: 0,
    unknownSizes: 0,
  }
  for (let bin = first; bin <= last; bin += 1) {
    const day = binFirstDay[unit](bin)
    const start = dayStart(day, zone)
    bins.push({ firstDay: day, start, end: start, counts: zeroCounts(), bytes: 0, cumulative: 0 })
  }
  bins.forEach((bin, index) => {
    bin.end = bins[index + 1]?.start ?? dayStart(binFirstDay[unit](last + 1), zone)
  })
  // Months and years are not arithmetic on days: each day's bar is looked up once, in a table
  // by day (a map when the range is too long for one).
  const binOfDay = binLookup(unit, firstDay, lastDay, first)
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index] as UploadSummary
    const status = uploadStatus(item, clock.now, clock.staleAfter)
    result.totals[status] += 1
    const size = status === 'complete' && item.size !== undefined ? Number(item.size) : 0
    if (status === 'complete' && item.size === undefined) result.unknownSizes += 1
    result.bytes += size
    const day = days[index] as number
    if (Number.isNaN(day)) {
      result.undated += 1
      continue
    }
    const bin = bins[binOfDay(day)] as ChartBin
    bin.counts[status] += 1
    bin.bytes += size
  }
  let cumulative = 0
  for (const bin of bins) bin.cumulative = cumulative += bin.bytes
  return result
}

function binLookup(unit: BinUnit, firstDay: number, lastDay: number, first: number) {
  const ordinal = binOrdinal[unit]
  if (unit === 'day' || unit === 'week' || lastDay - firstDay > 100_000) {
    return (day: number) => ordinal(day) - first
  }
  const table = new Int32Array(lastDay - firstDay + 1)
  for (let day = firstDay; day <= lastDay; day += 1) table[day - firstDay] = ordinal(day) - first
  return (day: number) => table[day - firstDay] as number
}
