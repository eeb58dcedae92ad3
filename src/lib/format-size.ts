/** A byte count: a number while a double holds it exactly, a bigint above 2^53. */
export type Bytes = number | bigint

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

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const
const exactFormat = new Intl.NumberFormat('en-US')

/** Binary units with one decimal: `0 B`, `512 B`, `1.5 KiB`, `2.0 GiB`. */
export function formatSize(bytes: Bytes): string {
  if (bytes < 1024) return `${bytes} B`
  let unit = 0
  // One decimal needs no more precision than a double has, even for 2^64 − 1 bytes.
  let value = Number(bytes)
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  // 1023.96 KiB rounds to "1024.0 KiB"; show it as the next unit instead.
  if (Number(value.toFixed(1)) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`
}

/** A count as the figures write it: `1,234,567`. */
export const formatCount = (n: number) => n.toLocaleString('en-US')

/** `1,234,567 bytes`, every digit exact, for the hover text. */
export function formatExactSize(bytes: Bytes): string {
  return `${exactFormat.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`
}
