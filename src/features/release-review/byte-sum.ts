import type { Bytes } from '@/lib/format-size'

export const ZERO_BYTES: Bytes = 0

/**
 * A running total of byte counts, exact: a number while a double holds it, a bigint after (sizes
 * of 2^64 − 1 exist, and 100,000 sizes of a few GiB pass 2^53). An unreadable size adds nothing.
 */
export function addBytes(total: Bytes, size: Bytes | undefined): Bytes {
  if (size === undefined) return total
  if (typeof total === 'number' && typeof size === 'number') {
    const sum = total + size
    if (sum <= Number.MAX_SAFE_INTEGER) return sum
  }
  const sum = BigInt(total) + BigInt(size)
  return sum <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(sum) : sum
}
