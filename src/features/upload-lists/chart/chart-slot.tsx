import { lazy, Suspense, type Ref } from 'react'
import { ChevronDownIcon } from '../../../components/icons'
import { createPreference } from '../../../lib/preference'
import { useDisplay } from '../../../components/display-context'
import { useStatusClock } from '../stale-rule'
import type { Period } from './period'
import { PeriodChip } from './period-chip'
import type { UploadChartProps } from './upload-chart'

/*
 * The chart's toggle and place, with the list's other deferred parts (deferred-module.ts), out
 * of the start-up JavaScript. The chart's own code loads when it opens (or the toggle is hovered
 * or focused).
 */

/** Open or closed, on every tab and every list, remembered on this device. */
export const chartPreference = createPreference('game-assets:chart', ['closed', 'open'], 'closed')

const loadChart = () => import('./upload-chart')
// Plain React.lazy: lazyWithPreload here would make the bundler split it, and the small modules
// the start-up code shares with this chunk, into a file of their own.
const UploadChart = lazy(() => loadChart().then((module) => ({ default: module.UploadChart })))
const preloadChart = () => void loadChart()

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
        onPointerEnter={preloadChart}
        onFocus={preloadChart}
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
  if (!open) return null
  return (
    <Suspense>
      <UploadChart {...props} clock={clock} timeZone={timeZone} />
    </Suspense>
  )
}
