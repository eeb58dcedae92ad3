import { binFigures } from './bin-figures'
import { binLabel } from './bin-labels'
import type { UploadBins } from './chart-bins'
import { MARGIN, tooltipLeft, type BarSlot } from './chart-scale'

export type ChartTooltipProps = { bins: UploadBins; index: number; slot: BarSlot; bound: number }

/** w-44: the width `tooltipLeft` keeps inside the chart. */
const WIDTH = 176

/** A bar's exact figures beside it, on hover or keyboard focus; never outside the chart. */
export function ChartTooltip({ bins, index, slot, bound }: ChartTooltipProps) {
  const bin = bins.bins[index] as UploadBins['bins'][number]
  return (
    <div
      role="tooltip"
      style={{ left: tooltipLeft(slot, WIDTH, bound), top: MARGIN.top }}
      className="pointer-events-none absolute z-10 w-44 rounded-md bg-surface p-2 text-xs text-fg shadow-md ring-1 ring-line-strong"
    >
      <p className="mb-1 font-medium">{binLabel(bins.unit, bin.firstDay)}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
        {binFigures(bin).map(([label, value, swatch]) => (
          <div key={label} className="contents">
            <dt className="flex items-center gap-1.5 text-fg-muted">
              {swatch && <span aria-hidden="true" className={`size-2 rounded-sm ${swatch}`} />}
              {label}
            </dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
