import { Suspense } from 'react'
import { focusOrMenuButton } from '@/components/disclosure'
import { ErrorBoundary } from '@/components/error-boundary'
import { ChevronDownIcon } from '@/components/icons'
import type { RovingControl } from '@/components/use-roving-keys'
import { lazyPart } from '@/lib/lazy-part'
import { createPreference } from '@/lib/preference'
import { CHART_PREFERENCE_KEY } from './chart-key'
import type { UploadChartProps } from './upload-chart'

/**
 * The chart's own code, a lazy seam (src/lazy-seams.ts): fetched when it opens, or ahead of it on
 * hover or focus of its toggle.
 */
const chartCode = lazyPart(() => import('./upload-chart'))
const chart = chartCode.component((module) => module.UploadChart)

/** Open or closed, on every tab and every list, remembered on this device. */
export const chartPreference = createPreference(CHART_PREFERENCE_KEY, ['closed', 'open'], 'closed')

/** The chart's region and its toggle, by the id of the list they belong to. */
const regionId = (listId: string) => `${listId}-chart`
const toggleId = (listId: string) => `${listId}-chart-toggle`

export type ChartToggleProps = {
  /** The list's id: the toggle controls the chart of the same list (ChartSlot). */
  listId: string
  /** The toggle is one of the toolbar's roving controls (use-roving-keys.ts). */
  control?: RovingControl | undefined
}

/** The toggle that opens and closes the chart (the period it chose is among the filters). */
export function ChartToggle({ listId, control }: ChartToggleProps) {
  const open = chartPreference.use() === 'open'
  return (
    <button
      {...control}
      id={toggleId(listId)}
      type="button"
      aria-expanded={open}
      aria-controls={open ? regionId(listId) : undefined}
      onClick={() => chartPreference.set(open ? 'closed' : 'open')}
      onPointerEnter={chartCode.preload}
      onFocus={chartCode.preload}
      className="inline-flex items-center gap-1 rounded-md bg-surface px-3 py-1.5 text-sm font-medium text-fg ring-1 ring-line-strong ring-inset hover:bg-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      Chart
      <ChevronDownIcon className={`size-4 text-fg-subtle ${open ? 'rotate-180' : ''}`} />
    </button>
  )
}

export type ChartSlotProps = Omit<UploadChartProps, 'id' | 'onLeave'> & {
  /** The list's id, as its toggle was given it. */
  listId: string
}

/** The chart below the figures when open; nothing (and none of its code) when closed. */
export function ChartSlot({ listId, ...props }: ChartSlotProps) {
  if (chartPreference.use() === 'closed') return null
  return (
    <ErrorBoundary what="the chart" brief="The chart could not be loaded." onRetry={chart.retry}>
      <Suspense fallback={<div id={regionId(listId)} aria-busy="true" className="h-44" />}>
        <chart.Component
          {...props}
          id={regionId(listId)}
          // Escape in the chart: back to its toggle, in the document or shadow root it is in; in a
          // compact panel, to the closed menu that holds it ("More").
          onLeave={(from) => {
            const toggle = (from.getRootNode() as Document | ShadowRoot).getElementById(
              toggleId(listId),
            )
            if (toggle) focusOrMenuButton(toggle)
          }}
        />
      </Suspense>
    </ErrorBoundary>
  )
}
