import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Bytes } from '@/lib/format-size'
import type { UploadSummary } from '@/model/list-items'
import { renderUi } from '@/test/render'
import type { StatusClock } from '@/model/upload-status'
import { summarize, SummaryStrip } from './summary-strip'

const HOUR = 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 1, 12)
const clock: StatusClock = { now: NOW, staleAfter: 24 * HOUR }

type Status = 'complete' | 'uploading' | 'stale'

/** An item of the given status; `age` in hours (stale ones are 48 h old unless told). */
function item(status: Status, size: Bytes = 1, age?: number): UploadSummary {
  const hours = age ?? (status === 'stale' ? 48 : 1)
  return {
    uploadId: `u-${status}-${String(size)}-${hours}`,
    name: `${status} ${String(size)}`,
    createdAt: NOW - hours * HOUR,
    size,
    complete: status === 'complete',
    warnings: [],
  }
}

describe('summarize', () => {
  it('counts every item by status', () => {
    const items = [
      item('complete'),
      item('uploading'),
      item('stale'),
      item('complete'),
      item('stale'),
      item('complete'),
    ]
    const summary = summarize(items, clock)
    expect(summary.total).toBe(6)
    expect(summary.byStatus).toEqual({ complete: 3, uploading: 1, stale: 2 })
  })

  it('gives zeros and no newest upload for an empty list', () => {
    expect(summarize([], clock)).toEqual({
      total: 0,
      byStatus: { complete: 0, uploading: 0, stale: 0 },
      completeBytes: 0,
      unknownSizes: 0,
      newest: undefined,
    })
  })

  it('adds up the sizes of complete items only', () => {
    const items = [
      item('complete', 100),
      item('uploading', 1_000),
      item('stale', 10_000),
      item('complete', 23),
    ]
    expect(summarize(items, clock).completeBytes).toBe(123)
  })

  it('leaves unknown sizes out of the total', () => {
    const unknownSize = { ...item('complete'), size: undefined }
    const items = [unknownSize, item('complete', 5), unknownSize]
    const summary = summarize(items, clock)
    expect(summary.completeBytes).toBe(5)
    expect(summary.byStatus.complete).toBe(3)
    expect(summary.unknownSizes).toBe(2)
  })

  it('stays a number while the total fits a double exactly', () => {
    const summary = summarize(
      [item('complete', Number.MAX_SAFE_INTEGER - 1), item('complete', 1)],
      clock,
    )
    expect(summary.completeBytes).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('is exact above 2^53, as a bigint, with bigint sizes', () => {
    const items = [
      item('complete', 2n ** 64n - 1n),
      item('complete', 2n ** 53n + 1n),
      item('complete', 1),
      item('uploading', 2n ** 60n),
    ]
    expect(summarize(items, clock).completeBytes).toBe(2n ** 64n - 1n + 2n ** 53n + 2n)
  })

  it('is exact above 2^53 when the sizes are numbers below it', () => {
    const items = [
      item('complete', Number.MAX_SAFE_INTEGER),
      item('complete', Number.MAX_SAFE_INTEGER),
      item('complete', 1),
    ]
    expect(summarize(items, clock).completeBytes).toBe(2n * BigInt(Number.MAX_SAFE_INTEGER) + 1n)
  })

  it('is exact over many numbers whose sum passes 2^53 one by one', () => {
    // 2^50 + 1 twelve times: the running sum crosses 2^53 with odd totals on the way.
    const items = Array.from({ length: 12 }, () => item('complete', 2 ** 50 + 1))
    expect(summarize(items, clock).completeBytes).toBe(12n * (2n ** 50n + 1n))
  })

  it('is exact when one large number follows a running sum just under 2^52', () => {
    const items = [item('complete', 2 ** 52 - 2), item('complete', 2 ** 53 - 1)]
    expect(summarize(items, clock).completeBytes).toBe(2n ** 52n - 2n + (2n ** 53n - 1n))
  })

  it('finds the newest upload of any status, skipping unknown times', () => {
    const unknownTime = { ...item('complete'), createdAt: undefined }
    const items = [
      item('complete', 1, 30),
      unknownTime,
      item('stale', 1, 26),
      item('uploading', 1, 2),
    ]
    expect(summarize(items, clock).newest).toBe(NOW - 2 * HOUR)
    expect(summarize([unknownTime], clock).newest).toBeUndefined()
  })

  it('counts a time ahead of the clock as the newest', () => {
    const ahead = item('complete', 1, -0.05)
    expect(summarize([item('complete'), ahead], clock).newest).toBe(ahead.createdAt)
  })

  it('judges staleness by the threshold it is given', () => {
    const items = [item('uploading', 1, 5), item('uploading', 1, 30)]
    expect(summarize(items, clock).byStatus).toEqual({ complete: 0, uploading: 1, stale: 1 })
    expect(summarize(items, { now: NOW, staleAfter: 4 * HOUR }).byStatus).toEqual({
      complete: 0,
      uploading: 0,
      stale: 2,
    })
  })
})

/** 340 items: 300 complete of 1 KiB, 25 uploading, 15 stale; the newest is 1 h old. */
const many = [
  ...Array.from({ length: 300 }, (_, i) => ({ ...item('complete', 1024, 3), uploadId: `c${i}` })),
  ...Array.from({ length: 25 }, (_, i) => ({ ...item('uploading', 7, 1), uploadId: `u${i}` })),
  ...Array.from({ length: 15 }, (_, i) => ({ ...item('stale', 9), uploadId: `s${i}` })),
]

describe('SummaryStrip', () => {
  it('says how many there are, in which status, how big and how recent', () => {
    renderUi(<SummaryStrip items={many} shown={340} noun="builds" clock={clock} />)
    const strip = screen.getByRole('status')
    expect(strip).toHaveTextContent(/^340 builds/)
    expect(strip).not.toHaveTextContent('shown')
    expect(strip).toHaveTextContent('300 complete')
    expect(strip).toHaveTextContent('25 uploading')
    expect(strip).toHaveTextContent('15 stale')
    expect(screen.getByText('300.0 KiB complete in all')).toHaveAttribute('title', '307,200 bytes')
    expect(strip).toHaveTextContent('newest upload 1 h ago')
  })

  it('counts complete items of unknown size beside the total, never inside it', () => {
    const unknownSize = { ...item('complete'), size: undefined }
    const items = [unknownSize, item('complete', 2048), unknownSize, item('uploading', 5)]
    renderUi(<SummaryStrip items={items} shown={4} noun="builds" clock={clock} />)
    expect(screen.getByText('2.0 KiB + 2 unknown complete in all')).toHaveAttribute(
      'title',
      '2,048 bytes; 2 complete builds have no readable size, not counted.',
    )
  })

  it('says the size is unknown when no complete item has a readable one, not "0 B"', () => {
    const unknownSize = { ...item('complete'), size: undefined }
    renderUi(<SummaryStrip items={[unknownSize]} shown={1} noun="builds" clock={clock} />)
    const strip = screen.getByRole('status')
    expect(strip).toHaveTextContent('complete in all: size unknown')
    expect(strip).not.toHaveTextContent('0 B')
  })

  it('says 0 B when there is nothing complete to add up', () => {
    renderUi(<SummaryStrip items={[item('uploading', 5)]} shown={1} noun="builds" clock={clock} />)
    expect(screen.getByRole('status')).toHaveTextContent('0 B complete in all')
  })

  it('says "12 of 340 shown" when a filter hides some, keeping the figures of the whole list', () => {
    renderUi(<SummaryStrip items={many} shown={12} noun="builds" clock={clock} />)
    const strip = screen.getByRole('status')
    expect(strip).toHaveTextContent(/^12 of 340 builds shown/)
    expect(strip).toHaveTextContent('300 complete')
    expect(strip).toHaveTextContent('15 stale')
  })

  it('says "0 of N shown" when nothing matches', () => {
    renderUi(<SummaryStrip items={many} shown={0} noun="CDN sites" clock={clock} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^0 of 340 CDN sites shown/)
  })

  it('writes large counts with thousands separators', () => {
    const items = Array.from({ length: 1234 }, (_, i) => ({
      ...item('complete'),
      uploadId: `${i}`,
    }))
    renderUi(<SummaryStrip items={items} shown={1000} noun="avatars" clock={clock} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^1,000 of 1,234 avatars shown/)
    expect(screen.getByRole('status')).toHaveTextContent('1,234 complete')
  })

  it('shows every digit of a total above 2^53 on hover', () => {
    renderUi(
      <SummaryStrip
        items={[item('complete', 2n ** 64n - 1n)]}
        shown={1}
        noun="builds"
        clock={clock}
      />,
    )
    expect(screen.getByText('16.0 EiB complete in all')).toHaveAttribute(
      'title',
      '18,446,744,073,709,551,615 bytes',
    )
  })

  it('leaves out the newest upload when no time is known', () => {
    renderUi(
      <SummaryStrip
        items={[{ ...item('complete'), createdAt: undefined }]}
        shown={1}
        noun="builds"
        clock={clock}
      />,
    )
    expect(screen.getByRole('status')).not.toHaveTextContent('newest')
  })
})

describe('SummaryStrip in a compact panel', () => {
  /**
   * jsdom lays nothing out: the figures are as wide as `width` says, on a line 300 px wide (20 px
   * tall), where those past its end wrap onto lines below it.
   */
  function withFiguresWidth(width: number) {
    const spies = [
      vi
        .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
        .mockReturnValue(Math.ceil(width / 300) * 20),
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(20),
    ]
    return () => spies.forEach((spy) => spy.mockRestore())
  }

  it('keeps the figures to one line, the rest behind "All figures", what was asked for first', async () => {
    const restore = withFiguresWidth(640)
    const user = userEvent.setup()
    renderUi(
      <SummaryStrip
        items={many}
        shown={340}
        noun="builds"
        clock={clock}
        arriving
        more={<span>12 new since yesterday</span>}
        compact
      />,
    )
    const strip = screen.getByRole('status')
    expect(strip).toHaveClass('truncate')
    expect(strip).toHaveTextContent(
      /^340 builds so far·?\s*12 new since yesterday·?\s*more arriving…/,
    )
    const toggle = screen.getByRole('button', { name: 'All figures' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', strip.id)

    await user.click(toggle)
    expect(strip).not.toHaveClass('truncate')
    expect(screen.getByRole('button', { name: 'Fewer' })).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Fewer' }))
    expect(strip).toHaveClass('truncate')
    restore()
  })

  it('offers no toggle when the figures fit one line, nor when the panel is wide', () => {
    const restore = withFiguresWidth(300)
    const { unmount } = renderUi(
      <SummaryStrip items={many} shown={340} noun="builds" clock={clock} compact />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    restore()
    const restoreTall = withFiguresWidth(640)
    renderUi(<SummaryStrip items={many} shown={340} noun="builds" clock={clock} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('status')).not.toHaveClass('truncate')
    restoreTall()
  })
})
