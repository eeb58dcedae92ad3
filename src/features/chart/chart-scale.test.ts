import { describe, expect, it } from 'vitest'
import { barSlots, countTicks, labelEvery, MARGIN, tooltipLeft } from './chart-scale'

describe('countTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [7, [0, 2, 4, 6, 8]],
    [27, [0, 10, 20, 30]],
    [340, [0, 100, 200, 300, 400]],
    [100_000, [0, 50_000, 100_000]],
  ])('gives round steps up to at least %i', (max, ticks) => {
    expect(countTicks(max)).toEqual(ticks)
  })
})

describe('barSlots', () => {
  it('shares the plot between the bins, each bar narrower than its slot', () => {
    const slots = barSlots(10, 400)
    const plot = 400 - MARGIN.left - MARGIN.right
    expect(slots[0]?.x).toBe(MARGIN.left)
    expect((slots[9]?.x ?? 0) + (slots[9]?.width ?? 0)).toBeCloseTo(MARGIN.left + plot)
    for (const slot of slots) {
      expect(slot.barWidth).toBeLessThan(slot.width)
      expect(slot.barX).toBeGreaterThanOrEqual(slot.x)
    }
  })

  it('keeps bars at least 5 px wide at 360 px with the most bins a range gives', () => {
    expect(barSlots(37, 360 - 32)[0]?.barWidth).toBeGreaterThanOrEqual(5)
  })

  it('does not stretch one bar across the whole plot', () => {
    expect(barSlots(1, 1280)[0]?.barWidth).toBe(48)
  })
})

describe('labelEvery and tooltipLeft', () => {
  it('labels every bin when there is room, and skips when not', () => {
    expect(labelEvery(60)).toBe(1)
    expect(labelEvery(7)).toBe(8)
  })

  it('puts the tooltip beside its bar, and always inside the chart', () => {
    expect(tooltipLeft({ x: 10, width: 20 }, 200, 400)).toBe(34)
    expect(tooltipLeft({ x: 300, width: 20 }, 200, 400)).toBe(96)
    // Room on neither side: centred on the bar, then pushed inside.
    expect(tooltipLeft({ x: 150, width: 20 }, 200, 300)).toBe(60)
    expect(tooltipLeft({ x: 0, width: 300 }, 200, 250)).toBe(50)
  })
})
