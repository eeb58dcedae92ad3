import { formatCount as count, formatSize } from '@/lib/format-size'
import type { UploadStatus } from '@/model/upload-status'
import { statusStyles } from '@/components/status-badge'
import { binLabel } from './bin-labels'
import type { ChartBin, UploadBins } from './chart-bins'

/** The statuses bottom to top in a bar, as the badges name and colour them. */
export const barStatuses: readonly UploadStatus[] = ['complete', 'uploading', 'stale']

export const swatches = { complete: 'bg-ok', uploading: 'bg-info', stale: 'bg-warn' } as const

/** A bar's figures as its tooltip and the chart's table list them. */
export const binFigures = (bin: ChartBin): [string, string, swatch?: string][] => [
  ...barStatuses.map((status): [string, string, string] => [
    statusStyles[status].label,
    count(bin.counts[status]),
    swatches[status],
  ]),
  ['Complete size', formatSize(bin.bytes)],
  ['Complete to date', formatSize(bin.cumulative)],
]

/** One bar's figures in words: for its screen-reader name. */
export function binText(bin: ChartBin, unit: UploadBins['unit']): string {
  const { complete, uploading, stale } = bin.counts
  return (
    `${binLabel(unit, bin.firstDay)}: ${count(complete)} complete, ${count(uploading)} ` +
    `uploading, ${count(stale)} stale; ${formatSize(bin.bytes)} complete, ` +
    `${formatSize(bin.cumulative)} complete to date`
  )
}

/** The chart's totals in one sentence: its caption, and what a screen reader hears first. */
export function totalsText(bins: UploadBins, noun: string, soFar: boolean): string {
  const { complete, uploading, stale } = bins.totals
  const all = complete + uploading + stale
  const sizes =
    bins.unknownSizes > 0 ? ` (${count(bins.unknownSizes)} with no readable size left out)` : ''
  const undated = bins.undated > 0 ? ` ${undatedText(bins.undated)}` : ''
  return (
    `${count(all)} ${noun}${soFar ? ' so far' : ''} by ${bins.unit} of creation: ` +
    `${count(complete)} complete, ${count(uploading)} uploading, ${count(stale)} stale; ` +
    `${formatSize(bins.bytes)} complete in all${sizes}.${undated}`
  )
}

/** Items the chart has no bar for: "2 items have no time and are in no bar." */
export const undatedText = (undated: number) =>
  `${count(undated)} ${undated === 1 ? 'item has' : 'items have'} no time and ${undated === 1 ? 'is' : 'are'} in no bar.`
