import { listModel } from '@/model/list-model'
import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UploadSummary } from '@/model/list-items'
import { DisplayProvider } from '@/components/display-context'
import { renderUi } from '@/test/render'
import { chartPreference, ChartSlot, ChartToggle } from './chart-slot'
import type { Period } from '@/model/period'
import { PeriodChip } from './period-chip'

const NOW = Date.parse('2026-11-01T12:00:00Z')
const DAY = 86_400_000

const upload = (daysAgo: number, complete = true): UploadSummary =>
  ({
    uploadId: `u-${daysAgo}`,
    name: `n-${daysAgo}`,
    createdAt: NOW - daysAgo * DAY,
    size: 1024,
    complete,
    warnings: [],
  }) as UploadSummary

const items = [upload(1), upload(2), upload(2, false), upload(10)]
const list = listModel(items)

function Panel({ onPeriodChange }: { onPeriodChange: (period: Period) => void }) {
  const [period, setPeriod] = useState<Period>({})
  const change = (next: Period) => {
    setPeriod(next)
    onPeriodChange(next)
  }
  return (
    <DisplayProvider fixedNow={NOW} timeZone="utc">
      {/* As the app places them: the period among the filters, the toggle among the tools. */}
      <PeriodChip {...period} onClear={() => change({ from: undefined, to: undefined })} />
      <ChartToggle listId="list" />
      <ChartSlot listId="list" list={list} noun="builds" period={period} onPeriodChange={change} />
    </DisplayProvider>
  )
}

afterEach(() => chartPreference.set('closed'))

describe('ChartToggle and ChartSlot', () => {
  it('opens the chart on demand, remembered, and a bar chosen becomes the period filter', async () => {
    const onPeriodChange = vi.fn()
    renderUi(<Panel onPeriodChange={onPeriodChange} />)
    const toggle = screen.getByRole('button', { name: 'Chart' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('figure')).toBeNull()

    fireEvent.click(toggle)
    expect(chartPreference.get()).toBe('open')
    const figure = await screen.findByRole('figure')
    expect(figure).toHaveTextContent(
      '4 builds by day of creation: 3 complete, 0 uploading, 1 stale; 3.0 KiB complete in all.',
    )
    const bar = within(figure).getByRole('button', { name: /^2026-10-30:/ })
    expect(bar).toHaveAccessibleName(
      '2026-10-30: 1 complete, 0 uploading, 1 stale; 1.0 KiB complete, 2.0 KiB complete to date',
    )
    fireEvent.keyDown(bar, { key: 'Enter' })
    expect(onPeriodChange).toHaveBeenLastCalledWith({
      from: Date.parse('2026-10-30T00:00:00Z'),
      to: Date.parse('2026-10-31T00:00:00Z'),
    })
    expect(screen.getByText('Created 2026-10-30 UTC')).toBeInTheDocument()
    // The same bar again shows every period again.
    fireEvent.click(within(figure).getByRole('button', { name: /^2026-10-30:/ }))
    expect(onPeriodChange).toHaveBeenLastCalledWith({ from: undefined, to: undefined })
    expect(screen.queryByText(/^Created /)).toBeNull()
  })

  it('keeps one bar in the tab order, and moves it with the arrow keys', async () => {
    chartPreference.set('open')
    renderUi(<Panel onPeriodChange={() => undefined} />)
    const figure = await screen.findByRole('figure')
    const bars = within(figure).getAllByRole('button')
    expect(bars).toHaveLength(10)
    expect(bars.filter((bar) => bar.getAttribute('tabindex') === '0')).toEqual([bars[9]])
    bars[9]?.focus()
    fireEvent.keyDown(bars[9] as Element, { key: 'Home' })
    expect(bars[0]).toHaveFocus()
    expect(screen.getByRole('tooltip')).toHaveTextContent('2026-10-22')
    fireEvent.keyDown(bars[0] as Element, { key: 'ArrowRight' })
    expect(bars[1]).toHaveFocus()
  })
})
