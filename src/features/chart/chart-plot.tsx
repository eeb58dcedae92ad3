import { useRef, useState, type KeyboardEvent } from 'react'
import { barStatuses, binText } from './bin-figures'
import type { UploadBins } from './chart-bins'
import { ChartAxes, SizeLine } from './chart-axes'
import { barSlots, CHART_HEIGHT, countTicks, MARGIN } from './chart-scale'
import { ChartTooltip } from './chart-tooltip'

export type ChartPlotProps = {
  bins: UploadBins
  width: number
  noun: string
  /** The bin the table is filtered to, if any. */
  selected: number | undefined
  onSelect: (index: number) => void
  /** Escape: focus goes back to where the chart was opened. */
  onLeave: (from: Element) => void
}

const fills = { complete: 'fill-ok', uploading: 'fill-info', stale: 'fill-warn' } as const
const PLOT = CHART_HEIGHT - MARGIN.top - MARGIN.bottom
const moves: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowUp: (index) => index + 1,
  Home: () => 0,
  End: (_, last) => last,
}

/**
 * The bars (stacked by status, counts on the left axis) and the complete size to date (a line,
 * sizes on the right axis). One tab stop: arrow keys move between bars, Enter or a click
 * filters the table to a bar's period, hover or focus shows its figures.
 */
export function ChartPlot({ bins, width, noun, selected, onSelect, onLeave }: ChartPlotProps) {
  const [active, setActive] = useState(selected ?? bins.bins.length - 1)
  const [hovered, setHovered] = useState<number>()
  const [focused, setFocused] = useState<number>()
  const bars = useRef<(SVGGElement | null)[]>([])
  const slots = barSlots(bins.bins.length, width)
  const ticks = countTicks(Math.max(0, ...bins.bins.map(stackHeight)))
  const top = ticks.at(-1) as number
  const y = (value: number) => MARGIN.top + PLOT - (value / top) * PLOT
  const maxBytes = bins.bins.at(-1)?.cumulative ?? 0
  const yBytes = (bytes: number) =>
    MARGIN.top + PLOT - (maxBytes > 0 ? (bytes / maxBytes) * PLOT : 0)
  const shown = hovered ?? focused
  const current = Math.min(active, bins.bins.length - 1)

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, index: number) => {
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      const next = Math.max(0, Math.min(bins.bins.length - 1, move(index, bins.bins.length - 1)))
      bars.current[next]?.focus()
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onSelect(index)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setFocused(undefined)
      onLeave(event.currentTarget)
    }
  }

  return (
    <div className="relative">
      <svg
        width={width}
        height={CHART_HEIGHT}
        role="group"
        aria-label={`${noun} per ${bins.unit}: arrow keys move between bars, Enter shows only that ${bins.unit}'s ${noun}`}
        onPointerLeave={() => setHovered(undefined)}
        className="block overflow-visible text-[11px]"
      >
        <ChartAxes
          bins={bins}
          slots={slots}
          ticks={ticks}
          width={width}
          y={y}
          maxBytes={maxBytes}
        />
        {bins.bins.map((bin, index) => {
          const slot = slots[index] as (typeof slots)[number]
          let base = 0
          return (
            <g
              key={bin.firstDay}
              ref={(bar) => void (bars.current[index] = bar)}
              role="button"
              tabIndex={index === current ? 0 : -1}
              aria-label={binText(bin, bins.unit)}
              aria-pressed={index === selected}
              onClick={() => onSelect(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => {
                setActive(index)
                setFocused(index)
              }}
              onBlur={() => setFocused(undefined)}
              onPointerEnter={() => setHovered(index)}
              className="group cursor-pointer outline-none"
            >
              <rect
                x={slot.x}
                y={MARGIN.top}
                width={slot.width}
                height={PLOT}
                className={
                  index === selected ? 'fill-accent/20' : 'fill-transparent group-hover:fill-fg/5'
                }
              />
              {barStatuses.map((status) => {
                const value = bin.counts[status]
                if (value === 0) return null
                const rect = (
                  <rect
                    key={status}
                    x={slot.barX}
                    y={y(base + value)}
                    width={slot.barWidth}
                    height={y(base) - y(base + value)}
                    className={`${fills[status]} stroke-surface`}
                    strokeWidth={value === stackHeight(bin) ? 0 : 0.75}
                  />
                )
                base += value
                return rect
              })}
              <rect
                x={slot.x + 1}
                y={MARGIN.top}
                width={Math.max(0, slot.width - 2)}
                height={PLOT}
                className="fill-none stroke-accent stroke-2 opacity-0 group-focus-visible:opacity-100"
              />
            </g>
          )
        })}
        <SizeLine bins={bins} slots={slots} yBytes={yBytes} />
      </svg>
      {shown !== undefined && bins.bins[shown] && (
        <ChartTooltip
          bins={bins}
          index={shown}
          slot={slots[shown] as (typeof slots)[number]}
          bound={width}
        />
      )}
    </div>
  )
}

const stackHeight = (bin: UploadBins['bins'][number]) =>
  bin.counts.complete + bin.counts.uploading + bin.counts.stale
