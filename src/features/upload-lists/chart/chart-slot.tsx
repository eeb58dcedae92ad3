import type { Ref } from 'react'
import { ChevronDownIcon } from '../../../components/icons'
import { createPreference } from '../../../lib/preference'
import { useDisplay } from '../../../components/display-context'
import { useStatusClock } from '../stale-rule'
import { CHART_PREFERENCE_KEY } from './chart-key'
import type { Period } from './period'
import { PeriodChip } from './period-chip'
import type { UploadChartProps } from './upload-chart'
import { preloadChart, useChartModule } from './use-chart-module'

/*
 * The chart's toggle and place, on the first screen; the chart's own code is a lazy seam
 * (src/lazy-seams.ts) that loads when it opens (or the toggle is hovered or focused).
 */

/** Open or closed, on every tab and every list, remembered on this device. */
export const chartPreference = createPreference(CHART_PREFERENCE_KEY, ['closed', 'open'], 'closed')

export type ChartToggleProps = {
  chartId: string
  ref?: Ref<HTMLButtonElement>
  /** The period the table is filtered to, shown before the toggle with × to clear it. */
  period: Period
  onPeriodChange: (period: Period) => void
}

/** The toggle that opens and closes the chart, after the period the chart chose, if any. */
export function ChartToggle({ chartId, ref, period, onPeriodChange }: ChartToggleProps) {
  const open = chartPreference.use() === 'open'
  return (
    <>
      <PeriodChip {...period} onClear={() => onPeriodChange({ from: undefined, to: undefined })} />
      <button
        ref={ref}
        type="button"
        aria-expanded={open}
        aria-controls={open ? chartId : undefined}
        onClick={() => chartPreference.set(open ? 'closed' : 'open')}
        onPointerEnter={() => void preloadChart().catch(() => undefined)}
        onFocus={() => void preloadChart().catch(() => undefined)}
        className="inline-flex items-center gap-1 rounded-md bg-surface px-3 py-1.5 text-sm font-medium text-fg ring-1 ring-line-strong ring-inset hover:bg-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        Chart
        <ChevronDownIcon className={`size-4 text-fg-subtle ${open ? 'rotate-180' : ''}`} />
      </button>
    </>
  )
}

export type ChartSlotProps = Omit<UploadChartProps, 'clock' | 'timeZone'>

/** The chart below the figures when open; nothing (and none of its code) when closed. */
export function ChartSlot(props: ChartSlotProps) {
  const open = chartPreference.use() === 'open'
  const clock = useStatusClock()
  const { timeZone } = useDisplay()
  const { module, failed, retry } = useChartModule(open)
  if (!open) return null
  if (failed) {
    return (
      <p id={props.id} role="alert" className="text-sm text-danger-strong">
        The chart could not be loaded.{' '}
        <button type="button" onClick={retry} className="font-medium underline">
          Try again
        </button>
      </p>
    )
  }
  if (!module) return <div id={props.id} aria-busy="true" className="h-56" />
  return <module.UploadChart {...props} clock={clock} timeZone={timeZone} />
}
