// Sorting a large list on every poll is wasteful; a stored list never changes, so sort it once.
// Keyed weakly: when a load-test list is evicted, its sorted copy goes with it.
const sorted = new WeakMap<readonly object[], readonly object[]>()

/**
 * Newest first, as the real service answers; items with equal timestamps keep their stored
 * order. Sorting indices by parsed time rather than comparing the strings in the comparator:
 * 0.5 s instead of 2.1 s for 1,000,000 builds.
 */
export function newestFirst<T extends { create_ts: string }>(items: readonly T[]): readonly T[] {
  const cached = sorted.get(items) as readonly T[] | undefined
  if (cached) return cached
  const times = new Float64Array(items.length)
  const order = new Uint32Array(items.length)
  for (let index = 0; index < items.length; index++) {
    times[index] = Date.parse(items[index]!.create_ts)
    order[index] = index
  }
  order.sort((a, b) => times[b]! - times[a]! || a - b)
  const result = Array.from(order, (index) => items[index]!)
  sorted.set(items, result)
  return result
}
