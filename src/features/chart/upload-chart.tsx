import type { ListModel } from '@/model/list-model'
import { useRef } from 'react'
import { useDisplay } from '@/components/display-context'
import { useWidth } from '@/components/data-table/use-width'
import { useStatusClock } from '@/components/stale-rule'
import { statusStyles } from '@/components/status-badge'
import { barStatuses, swatches, totalsText, undatedText } from './bin-figures'
import { binUploads, type ChartBin } from './chart-bins'
import { ChartPlot } from './chart-plot'
import { ChartTable } from './chart-table'
import type { Period } from '@/model/period'

export type UploadChartProps = {
  id: string
  /** The list today (more may be arriving). */
  list: ListModel
  noun: string
  period: Period
  /** A bar chosen: its period, or none when the chosen bar is chosen again. */
  onPeriodChange: (period: Period) => void
  /** Escape in the chart: focus goes back to its toggle. */
  onLeave: (from: Element) => void
}

/**
 * The list over time: uploads per day, week, month or year of creation (the range picks), by
 * status, and the complete size to date. A caption gives the totals and a visually hidden table
 * every bar's figures.
 */
export function UploadChart({ id, list, noun, period, onPeriodChange, onLeave }: UploadChartProps) {
  const clock = useStatusClock()
  const { timeZone } = useDisplay()
  const bins = binUploads(list, clock, timeZone)
  const wrapper = useRef<HTMLDivElement>(null)
  const width = useWidth(wrapper)
  const selected = bins.bins.findIndex((bin) => bin.start === period.from && bin.end === period.to)

  const select = (index: number) => {
    const { start, end } = bins.bins[index] as ChartBin
    onPeriodChange(
      index === selected ? { from: undefined, to: undefined } : { from: start, to: end },
    )
  }

  return (
    <figure id={id} className="flex min-w-0 flex-col gap-2">
      <figcaption className="flex flex-col gap-1 text-sm text-fg-muted">
        {/* The figures above the chart say it on screen; the chart leaves the rows the room.
            What only the chart can say, items it has no bar for, shows. */}
        <span className="sr-only">{totalsText(bins, noun, list.arriving)}</span>
        {bins.undated > 0 && <span aria-hidden="true">{undatedText(bins.undated)}</span>}
        <span aria-hidden="true" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {barStatuses.map((status) => (
            <span key={status} className="flex items-center gap-1.5">
              <span className={`size-2.5 rounded-sm ${swatches[status]}`} />
              {statusStyles[status].label}
            </span>
          ))}
          <span className="flex items-center gap-1.5">
            <span className="h-0.5 w-4 bg-fg" />
            Complete size to date (right axis)
          </span>
          <span className="text-fg-subtle">Select a bar to show its {noun}.</span>
        </span>
      </figcaption>
      <div ref={wrapper} className="min-w-0">
        {bins.bins.length === 0 ? (
          <p className="py-6 text-center text-sm text-fg-muted">
            No {noun} have a creation time to chart.
          </p>
        ) : (
          width !== undefined && (
            <ChartPlot
              bins={bins}
              width={width}
              noun={noun}
              selected={selected < 0 ? undefined : selected}
              onSelect={select}
              onLeave={onLeave}
            />
          )
        )}
      </div>
      <ChartTable bins={bins} noun={noun} />
    </figure>
  )
}
