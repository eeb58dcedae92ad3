/**
 * How long the chart's binning takes at 100,000 items, per item and as a ratio to a plain loop
 * that computes only each item's day number (the least any binning by calendar day must do),
 * timed alternately in the same run. Each run gets a fresh copy of the array: the binning is
 * cached per response, and a cached answer would time nothing.
 *
 *   npx tsx scripts/bench-chart-bins.ts [--items 100000] [--runs 21]
 *
 * The browser's zone is Europe/Berlin for the `local` rows (DST changes inside the range).
 */
import { listModel } from '../src/model/list-model.ts'
import { binUploads } from '../src/features/chart/chart-bins.ts'
import { dayCounter } from '../src/features/chart/calendar.ts'
import type { UploadSummary } from '../src/model/list-items.ts'
import type { TimeZone } from '../src/components/time-format.ts'

process.env.TZ = 'Europe/Berlin'

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? Number(process.argv[index + 1]) : fallback
}
const count = option('items', 100_000)
const runs = option('runs', 21)

const NOW = Date.parse('2026-11-01T12:00:00Z')
const DAY = 86_400_000
let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31

// As the load-test lists: 425 days back, one in twenty incomplete, one in a thousand undated.
const items: UploadSummary[] = Array.from({ length: count }, (_, index) => ({
  uploadId: `u-${index}`,
  name: `build ${index}`,
  createdAt: random() < 0.001 ? undefined : NOW - Math.floor(random() * 425 * DAY),
  size: Math.floor(random() * 2 ** 30),
  complete: random() > 0.05,
  warnings: [],
}))
const clock = { now: NOW, staleAfter: DAY }

function dayNumbersOnly(list: readonly UploadSummary[], zone: TimeZone) {
  const days = new Float64Array(list.length)
  const dayNumber = dayCounter(zone)
  for (let index = 0; index < list.length; index += 1) {
    const time = (list[index] as UploadSummary).createdAt
    days[index] = time === undefined ? NaN : dayNumber(time)
  }
  return days
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0
function time(run: () => unknown) {
  const start = performance.now()
  run()
  return performance.now() - start
}

for (const zone of ['utc', 'local'] as const) {
  const binning: number[] = []
  const reference: number[] = []
  for (let run = 0; run < runs; run += 1) {
    reference.push(time(() => dayNumbersOnly(items.slice(), zone)))
    binning.push(time(() => binUploads(listModel(items), clock, zone)))
  }
  const bins = median(binning)
  const days = median(reference)
  const perItem = (ms: number) => `${((ms * 1e6) / count).toFixed(0)} ns`
  console.log(
    `${zone.padEnd(5)} ${count.toLocaleString('en-US')} items: binning ${bins.toFixed(1)} ms ` +
      `(${perItem(bins)}/item), day numbers only ${days.toFixed(1)} ms (${perItem(days)}/item), ` +
      `ratio ${(bins / days).toFixed(2)} (median of ${runs})`,
  )
}
