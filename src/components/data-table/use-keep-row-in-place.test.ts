import { describe, expect, it } from 'vitest'
import { keptScrollTop } from './use-keep-row-in-place'
import { excessOf, shiftAt } from './use-row-window'

const ROW = 41
const HEADER = 33
const VIEW = 600
/** The scroll box's layout with `count` rows: as tall as they are laid out, and the header. */
const layout = (count: number) => ({
  count,
  scrollHeight: count * ROW - excessOf(count, ROW) + HEADER,
})
/** Where row `position` shows below the view's top at `top`, in a list of `count` rows. */
const offsetOf = (position: number, top: number, count: number) =>
  position * ROW -
  (top + shiftAt(top, layout(count).scrollHeight - VIEW, excessOf(count, ROW), ROW))
const same = (position: number) => position

describe('keptScrollTop: the row the operator is at stays where it shows as the list changes', () => {
  it('keeps the focused row of a scaled list in place while 300,000 more rows arrive', () => {
    // 700,000 rows, scrolled to row 500,000 at 200 px down the view, focused there.
    const before = layout(700_000)
    const after = layout(1_000_000)
    const top = 13_000_000
    const focused = Math.floor(
      (top + shiftAt(top, before.scrollHeight - VIEW, excessOf(700_000, ROW), ROW) + 200) / ROW,
    )
    const offset = offsetOf(focused, top, 700_000)
    expect(offset).toBeGreaterThan(0)
    expect(offset).toBeLessThan(VIEW)
    // Rows arrived above it too: it is 120,000 rows further down now.
    const moved = { before: focused, now: focused + 120_000 }
    const kept = keptScrollTop(top, VIEW, moved, before, after, ROW, same)!
    expect(kept).toBeDefined()
    expect(offsetOf(moved.now, kept, 1_000_000)).toBeCloseTo(offset, 3)
    // Left where it was, the scroll position would show rows far from it.
    expect(Math.abs(offsetOf(moved.now, top, 1_000_000))).toBeGreaterThan(1_000_000 * ROW * 0.1)
  })

  it('keeps the view’s top row in place in a scaled list when nothing in view is focused', () => {
    const before = layout(400_000)
    const after = layout(410_000)
    const top = 9_000_000
    const topRow = Math.floor(
      (top + shiftAt(top, before.scrollHeight - VIEW, excessOf(400_000, ROW), ROW)) / ROW,
    )
    const offset = offsetOf(topRow, top, 400_000)
    const kept = keptScrollTop(top, VIEW, undefined, before, after, ROW, same)!
    expect(offsetOf(topRow, kept, 410_000)).toBeCloseTo(offset, 3)
  })

  it('moves a list that fits by the rows that arrived above the top row', () => {
    const kept = keptScrollTop(
      41 * 100 + 10,
      VIEW,
      undefined,
      layout(1_000),
      layout(1_003),
      ROW,
      (p) => p + 3,
    )
    expect(kept).toBe(41 * 103 + 10)
  })

  it('keeps the top row, not a focused row scrolled out of view', () => {
    const focused = { before: 10, now: 900 }
    const kept = keptScrollTop(
      41 * 100,
      VIEW,
      focused,
      layout(1_000),
      layout(1_002),
      ROW,
      (p) => p + 2,
    )
    expect(kept).toBe(41 * 102)
  })

  it('moves nothing when the rows in view are where they were, or the row is gone', () => {
    expect(
      keptScrollTop(41 * 100, VIEW, undefined, layout(1_000), layout(1_500), ROW, same),
    ).toBeUndefined()
    expect(
      keptScrollTop(41 * 100, VIEW, undefined, layout(1_000), layout(900), ROW, () => -1),
    ).toBeUndefined()
  })
})
