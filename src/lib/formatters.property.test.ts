import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRfc3339 } from './rfc-3339'
import type { Bytes } from './format-size'
import { formatExactSize, formatSize } from './format-size'
import { formatRelativeTime } from './format-time'
import { naturalCompare, naturalSortKey } from './natural-compare'

const U64_MAX = 2n ** 64n - 1n
const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB']

/** A byte count as the parser hands it over: a number up to 2^53 − 1, a bigint above. */
const asBytes = (size: bigint): Bytes => (size <= Number.MAX_SAFE_INTEGER ? Number(size) : size)
const byteCount = fc
  .oneof(
    fc.bigInt({ min: 0n, max: U64_MAX }),
    // Just below and at each unit boundary, where "1024.0 KiB" would sneak in.
    fc
      .tuple(fc.integer({ min: 1, max: 6 }), fc.bigInt({ min: -64n, max: 64n }))
      .map(([power, offset]) => 1024n ** BigInt(power) + offset),
  )
  .filter((size) => size >= 0n && size <= U64_MAX)

/** The unit and the number shown, in the order sizes should be shown. */
function shown(text: string): [unit: number, value: number] {
  const [value = '', unit = ''] = text.split(' ')
  return [UNITS.indexOf(unit), Number(value)]
}

describe('formatSize', () => {
  it('shows whole bytes, or one decimal of a binary unit that never reads 1024.0', () => {
    fc.assert(
      fc.property(byteCount, (size) => {
        const text = formatSize(asBytes(size))
        expect(text).toMatch(/^(\d+ B|\d+\.\d (KiB|MiB|GiB|TiB|PiB|EiB))$/)
        const [unit, value] = shown(text)
        if (unit < UNITS.length - 1) expect(value).toBeLessThan(1024)
      }),
      { numRuns: 300 },
    )
  })

  it('never shows a larger size as a smaller one', () => {
    fc.assert(
      fc.property(byteCount, byteCount, (one, other) => {
        const [small, large] = one <= other ? [one, other] : [other, one]
        const [smallUnit, smallValue] = shown(formatSize(asBytes(small)))
        const [largeUnit, largeValue] = shown(formatSize(asBytes(large)))
        expect(largeUnit).toBeGreaterThanOrEqual(smallUnit)
        if (largeUnit === smallUnit) expect(largeValue).toBeGreaterThanOrEqual(smallValue)
      }),
      { numRuns: 300 },
    )
  })

  it('shows a number and the same bigint alike', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) }), (size) => {
        expect(formatSize(size)).toBe(formatSize(Number(size)))
      }),
      { numRuns: 300 },
    )
  })
})

describe('formatExactSize', () => {
  it('keeps every digit', () => {
    fc.assert(
      fc.property(byteCount, (size) => {
        const text = formatExactSize(asBytes(size))
        expect(text).toMatch(size === 1n ? /^1 byte$/ : /^\d{1,3}(,\d{3})* bytes$/)
        expect(text.replace(/ bytes?$/, '').replaceAll(',', '')).toBe(String(size))
      }),
      { numRuns: 300 },
    )
  })
})

const SECOND = 1000
const YEAR = 365.25 * 24 * 60 * 60 * SECOND
const NOW = Date.now()
const instant = fc
  .date({ min: new Date(NOW - 200 * YEAR), max: new Date(NOW + 200 * YEAR), noInvalidDate: true })
  .map((date) => date.getTime())
/** Two instants: anywhere in four centuries, or close together, where the wording changes. */
const timeAndNow = fc.oneof(
  fc.tuple(instant, instant),
  fc
    .tuple(instant, fc.integer({ min: -2 * 60 * SECOND, max: 2 * 60 * SECOND }))
    .map(([now, offset]) => [now + offset, now] as const),
)
/** The largest count each unit shows before the next unit takes over. */
const largestCount: Record<string, number> = { s: 59, min: 59, h: 23, d: 30, mo: 11, y: 400 }

describe('formatRelativeTime', () => {
  it('reads "just now", "N unit ago" or "in N unit", with a count its unit can hold', () => {
    fc.assert(
      fc.property(timeAndNow, ([time, now]) => {
        const text = formatRelativeTime(time, now)
        expect(text).toMatch(/^(just now|\d+ (s|min|h|d|mo|y) ago|in \d+ (s|min|h|d|mo|y))$/)
        expect(text).not.toMatch(/NaN|Invalid|undefined/)
        const [, count = '', unit = ''] = /(\d+) (\w+)/.exec(text) ?? []
        if (unit) expect(Number(count)).toBeGreaterThanOrEqual(1)
        if (unit) expect(Number(count)).toBeLessThanOrEqual(largestCount[unit]!)
      }),
      { numRuns: 300 },
    )
  })

  it('says "ago" for a past time, "in" for a future one, and "just now" within 10 s', () => {
    fc.assert(
      fc.property(timeAndNow, ([time, now]) => {
        const text = formatRelativeTime(time, now)
        if (time - now <= -10 * SECOND) expect(text).toMatch(/ ago$/)
        else if (time - now >= 10 * SECOND) expect(text).toMatch(/^in /)
        else expect(text).toBe('just now')
      }),
      { numRuns: 300 },
    )
  })
})

const ascii = fc.string({ unit: 'binary-ascii' })

describe('naturalSortKey', () => {
  it('ignores case in ASCII names', () => {
    fc.assert(
      fc.property(ascii, (name) => {
        expect(naturalSortKey(name.toUpperCase())).toBe(naturalSortKey(name))
        expect(naturalSortKey(name.toLowerCase())).toBe(naturalSortKey(name))
      }),
      { numRuns: 300 },
    )
  })

  it('orders names that differ only in a number by that number', () => {
    // Prefixes ending in digits matter most: the number then runs on from them, however long.
    const digits = fc
      .integer({ min: 0, max: 80 })
      .chain((length) =>
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length }),
      )
    const prefix = fc.oneof(
      ascii,
      fc.tuple(ascii, digits).map(([text, run]) => text + run),
    )
    const suffix = ascii.filter((text) => !/^\d/.test(text))
    const twoNumbers = fc
      .tuple(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }))
      .filter(([m, n]) => m !== n)
      .map(([m, n]) => (m < n ? [m, n] : [n, m]))
    fc.assert(
      fc.property(prefix, twoNumbers, suffix, (start, [smaller, larger], end) => {
        expect(
          naturalSortKey(`${start}${smaller}${end}`) < naturalSortKey(`${start}${larger}${end}`),
        ).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('makes naturalCompare a total order: antisymmetric and transitive, on any names', () => {
    const name = fc.oneof(ascii, fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }))
    fc.assert(
      fc.property(name, name, name, (a, b, c) => {
        expect(Math.sign(naturalCompare(a, b))).toBe(-Math.sign(naturalCompare(b, a)) || 0)
        const [first, second, third] = [a, b, c].sort(naturalCompare)
        expect(naturalCompare(first!, second!)).toBeLessThanOrEqual(0)
        expect(naturalCompare(second!, third!)).toBeLessThanOrEqual(0)
        expect(naturalCompare(first!, third!)).toBeLessThanOrEqual(0)
      }),
      { numRuns: 300 },
    )
  })
})

describe('isRfc3339', () => {
  it('accepts every time toISOString writes for the years 0001 to 9999', () => {
    const date = fc.date({
      min: new Date('0001-01-01T00:00:00.000Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(date, (value) => {
        expect(isRfc3339(value.toISOString())).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
