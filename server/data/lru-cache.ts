export type LruLimits<V> = {
  maxEntries: number
  /** With `weigh`: the most total weight kept, e.g. items, so a few huge values cannot pile up. */
  maxWeight?: number
  weigh?: (value: V) => number
}

/**
 * A least-recently-used cache on a Map, whose iteration order is insertion order: reading an
 * entry moves it to the end, so the first key is always the one to drop.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>()
  private readonly limits: LruLimits<V>
  private weight = 0

  constructor(limits: LruLimits<V>) {
    this.limits = limits
  }

  get size(): number {
    return this.entries.size
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined
    const value = this.entries.get(key) as V
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  has(key: K): boolean {
    return this.entries.has(key)
  }

  set(key: K, value: V): void {
    this.delete(key)
    this.entries.set(key, value)
    this.weight += this.weigh(value)
    this.evict()
  }

  delete(key: K): void {
    if (!this.entries.has(key)) return
    this.weight -= this.weigh(this.entries.get(key) as V)
    this.entries.delete(key)
  }

  getOrCreate(key: K, create: () => V): V {
    if (this.entries.has(key)) return this.get(key) as V
    const value = create()
    this.set(key, value)
    return value
  }

  private weigh(value: V): number {
    return this.limits.weigh?.(value) ?? 0
  }

  // The newest entry always stays, even when it alone is over the weight limit: the caller has
  // just paid for it and is about to use it.
  private evict(): void {
    const { maxEntries, maxWeight = Infinity } = this.limits
    while (this.entries.size > 1 && (this.entries.size > maxEntries || this.weight > maxWeight)) {
      const oldest = this.entries.keys().next().value as K
      this.delete(oldest)
    }
  }
}
