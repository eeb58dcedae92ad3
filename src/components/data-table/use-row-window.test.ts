import { describe, expect, it } from 'vitest'
import { MAX_ROWS_HEIGHT, shiftAt } from './use-row-window'

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
