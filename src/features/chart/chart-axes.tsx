import { formatSize } from '@/lib/format-size'
import { tickLabel } from './bin-labels'
import type { UploadBins } from './chart-bins'
import { CHART_HEIGHT, labelEvery, MARGIN, type BarSlot } from './chart-scale'

export type ChartAxesProps = {
  bins: UploadBins
  slots: BarSlot[]
  /** The count axis's ticks, from 0 to the top of the plot. */
  ticks: number[]
  width: number
  y: (count: number) => number
  /** The complete size to date at the last bar: the size axis's top. */
  maxBytes: number
}

/**
 * Grid lines with counts on the left and sizes on the right (at the same lines), and the
 * periods below, as many as fit. Hidden from screen readers: the bars and the table say it all.
 */
export function ChartAxes({ bins, slots, ticks, width, y, maxBytes }: ChartAxesProps) {
  const top = ticks.at(-1) as number
  const every = labelEvery(slots[0]?.width ?? 0)
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={width - MARGIN.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-line"
          />
          <text
            x={MARGIN.left - 6}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            className="fill-fg-muted"
          >
            {tick.toLocaleString('en-US')}
          </text>
          {maxBytes > 0 && (
            <text x={width - MARGIN.right + 6} y={y(tick)} dy="0.32em" className="fill-fg-muted">
              {formatSize(Math.round((tick / top) * maxBytes))}
            </text>
          )}
        </g>
      ))}
      {bins.bins.map((bin, index) =>
        index % every === 0 ? (
          <text
            key={bin.firstDay}
            x={slots[index]?.center}
            y={CHART_HEIGHT - 6}
            textAnchor="middle"
            className="fill-fg-muted"
          >
            {tickLabel(bins.unit, bin.firstDay)}
          </text>
        ) : null,
      )}
    </g>
  )
}

export type SizeLineProps = {
  bins: UploadBins
  slots: BarSlot[]
  yBytes: (bytes: number) => number
}

/** The complete size to date: a line over the bars, a point at each (none with no bytes). */
export function SizeLine({ bins, slots, yBytes }: SizeLineProps) {
  if ((bins.bins.at(-1)?.cumulative ?? 0) === 0) return null
  return (
    <g aria-hidden="true" className="pointer-events-none">
      <polyline
        points={bins.bins
          .map((bin, index) => `${slots[index]?.center},${yBytes(bin.cumulative)}`)
          .join(' ')}
        className="fill-none stroke-fg stroke-[1.5]"
      />
      {bins.bins.map((bin, index) => (
        <circle
          key={bin.firstDay}
          cx={slots[index]?.center}
          cy={yBytes(bin.cumulative)}
          r={2.5}
          className="fill-surface stroke-fg stroke-[1.5]"
        />
      ))}
    </g>
  )
}
