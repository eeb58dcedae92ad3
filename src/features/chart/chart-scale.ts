/*
 * The chart's geometry: pure arithmetic on its width, so it is tested without a browser.
 */

/** Ticks for a count axis: round steps (1, 2, 5 × 10ⁿ), at most `most` of them above zero. */
export function countTicks(max: number, most = 4): number[] {
  if (max <= 0) return [0, 1]
  const rough = max / most
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, ([1, 2, 5, 10].find((each) => each * power >= rough) ?? 10) * power)
  const ticks = [0]
  while ((ticks.at(-1) as number) < max) ticks.push((ticks.at(-1) as number) + step)
  return ticks
}

/** Space the axes take: counts on the left, sizes ("1023.9 GiB") on the right. */
export const MARGIN = { top: 10, right: 56, bottom: 22, left: 32 }
/** Low enough that an open chart leaves five rows on a 1000×700 screen and three on a phone's. */
export const CHART_HEIGHT = 140

export type BarSlot = { x: number; width: number; barX: number; barWidth: number; center: number }

/** Where each of `count` bins sits across a plot `width` px wide: its slot and its bar. */
export function barSlots(count: number, width: number): BarSlot[] {
  const plot = Math.max(0, width - MARGIN.left - MARGIN.right)
  const slot = count > 0 ? plot / count : 0
  // A gap between bars, and no bar so wide that three periods look like a wall.
  const barWidth = Math.max(1, Math.min(48, slot - Math.min(4, Math.max(1, slot * 0.2))))
  return Array.from({ length: count }, (_, index) => {
    const x = MARGIN.left + index * slot
    return { x, width: slot, barX: x + (slot - barWidth) / 2, barWidth, center: x + slot / 2 }
  })
}

/** Every how many bins an axis label fits, labels being about `labelWidth` px wide. */
export const labelEvery = (slotWidth: number, labelWidth = 52) =>
  slotWidth <= 0 ? 1 : Math.max(1, Math.ceil(labelWidth / slotWidth))

/**
 * Left edge of a tooltip `width` px wide for a bin's slot: beside it, right if it fits, else left,
 * else centred on it; always inside `[0, bound]`, so it stays in a 400 px panel.
 */
export function tooltipLeft(slot: Pick<BarSlot, 'x' | 'width'>, width: number, bound: number) {
  const right = slot.x + slot.width + 4
  if (right + width <= bound) return right
  const left = slot.x - 4 - width
  if (left >= 0) return left
  return Math.max(0, Math.min(slot.x + slot.width / 2 - width / 2, bound - width))
}
