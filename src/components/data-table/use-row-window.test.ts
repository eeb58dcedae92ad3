import { describe, expect, it } from 'vitest'
import { excessOf, MAX_ROWS_HEIGHT, scrollTopFor, shiftAt } from './use-row-window'

describe('shiftAt: the scaled scroll range of a list taller than the browser lays out', () => {
  const ROW = 41
  const laidOut = Math.floor(MAX_ROWS_HEIGHT / ROW) * ROW
  const excess = 1_000_000 * ROW - laidOut
  const viewport = 600
  const range = laidOut + 33 - viewport

  it('shifts nothing for a list that fits', () => {
    expect(shiftAt(5_000, 4_100_000 - viewport, 0, ROW)).toBe(0)
  })

  it('scrolls the first row one to one, so the top of the list shows whole', () => {
    expect(shiftAt(0, range, excess, ROW)).toBe(0)
    expect(shiftAt(ROW, range, excess, ROW)).toBe(0)
  })

  it('reaches the last row at the end of the range, and never passes it', () => {
    expect(shiftAt(range, range, excess, ROW)).toBe(excess)
    // The browser's largest scrollTop can fall short of the range by a fraction of a pixel.
    expect(shiftAt(range - 0.5, range, excess, ROW)).toBe(excess)
    expect(shiftAt(range - ROW, range, excess, ROW)).toBe(excess)
    // The last row's place, less the shift, is the bottom of what is laid out.
    expect(1_000_000 * ROW - shiftAt(range, range, excess, ROW)).toBe(laidOut)
    expect(shiftAt(range + 500, range, excess, ROW)).toBe(excess)
  })

  it('grows evenly in between, so every row is passed on the way down', () => {
    const steps = Array.from({ length: 101 }, (_, i) =>
      shiftAt((range * i) / 100, range, excess, ROW),
    )
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]!)
    // One pixel of scrollbar moves the rows by less than a row: none is skipped while scrolling.
    const perPixel =
      shiftAt(range / 2 + 1, range, excess, ROW) - shiftAt(range / 2, range, excess, ROW)
    expect(1 + perPixel).toBeLessThan(ROW)
    expect(1 + perPixel).toBeCloseTo(1 + excess / (range - 2 * ROW), 6)
  })
})

describe('scrollTopFor: where to scroll so that a key reaches any row', () => {
  const ROW = 41
  const viewport = 600

  it('puts the row at the offset asked, in a list that fits and in a scaled one', () => {
    for (const count of [1_000, 100_000, 1_000_000]) {
      const excess = excessOf(count, ROW)
      const range = count * ROW - excess - viewport
      for (const position of [0, 1, 500, Math.floor(count / 2), count - 1]) {
        const offset = position === 0 ? 0 : 200
        const top = scrollTopFor(position, offset, range, excess, ROW)
        expect(top).toBeGreaterThanOrEqual(0)
        expect(top).toBeLessThanOrEqual(range)
        // The view's top lies at `top + shift` in the unscaled list: the row is `offset` below
        // it, unless the range ends first (the last rows of a list).
        if (top > 0 && top < range) {
          expect(top + shiftAt(top, range, excess, ROW)).toBeCloseTo(position * ROW - offset, 3)
        }
      }
      // The last row: at the end of the range, where it shows.
      const last = scrollTopFor(count - 1, viewport - ROW, range, excess, ROW)
      expect(last + shiftAt(last, range, excess, ROW) + viewport).toBeGreaterThanOrEqual(
        count * ROW,
      )
    }
  })
})
