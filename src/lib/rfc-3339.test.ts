import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRfc3339, readRfc3339 } from './rfc-3339'

describe('isRfc3339', () => {
  it.each([
    '2026-11-01T12:00:00Z',
    '2026-11-01T12:00:00.123456Z',
    '2026-11-01t12:00:00z',
    '2026-11-01T12:00:00+05:30',
    '2024-02-29T00:00:00Z',
    '2026-12-31T23:59:59-12:00',
  ])('accepts %s', (text) => {
    expect(isRfc3339(text)).toBe(true)
  })

  it.each([
    ['an impossible day', '2026-02-30T00:00:00Z'],
    ['February 29 in a common year', '2025-02-29T00:00:00Z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['hour 24', '2026-11-01T24:00:00Z'],
    ['a leap second', '2016-12-31T23:59:60Z'],
    ['no time zone', '2026-11-01T12:00:00'],
    ['a date only', '2026-11-01'],
    ['an offset without colon', '2026-11-01T12:00:00+0530'],
    ['a human date', 'yesterday'],
    ['an empty string', ''],
  ])('refuses %s', (_, text) => {
    expect(isRfc3339(text)).toBe(false)
  })
})

/** The instant of a UTC date in year `year`, which Date.UTC would read as 19xx below 100. */
const utcDay = (year: number, month: number, day: number) =>
  new Date(0).setUTCFullYear(year, month - 1, day)

describe('readRfc3339', () => {
  it.each([
    ['0099-01-01 00:00:00Z', utcDay(99, 1, 1)],
    ['0099-01-01t00:00:00z', utcDay(99, 1, 1)],
    ['0999-06-30 12:00:00+12:00', utcDay(999, 6, 30)],
    ['0001-01-01T00:00:00Z', utcDay(1, 1, 1)],
    ['2026-11-01 12:00:00.1234567Z', Date.UTC(2026, 10, 1, 12, 0, 0, 123)],
  ])('reads %s as written, years below 1000 included', (text, time) => {
    expect(readRfc3339(text)).toBe(time)
  })

  it('reads nothing from text that is not an RFC 3339 time', () => {
    expect(readRfc3339('0099-01-01')).toBeUndefined()
    expect(readRfc3339('2026-02-30 00:00:00Z')).toBeUndefined()
  })
})

describe('readRfc3339 against the clock', () => {
  const pad = (value: number, width: number) => String(value).padStart(width, '0')
  it('reads every spelling of every time from year 0 to 9999 to the millisecond', () => {
    fc.assert(
      fc.property(
        fc.integer({
          min: new Date('0000-01-01T00:00:00Z').getTime(),
          max: Date.UTC(9999, 11, 31, 23, 59, 59, 999),
        }),
        fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
        fc.constantFrom('T', 't', ' '),
        fc.constantFrom('', '0', '999999'),
        (time, offset, separator, moreDigits) => {
          // The wall-clock time at that offset, written out, with `offset` after it.
          const wall = new Date(time + offset * 60_000)
          const year = wall.getUTCFullYear()
          fc.pre(year >= 0 && year <= 9999)
          const zone =
            offset === 0
              ? 'Z'
              : `${offset > 0 ? '+' : '-'}${pad(Math.floor(Math.abs(offset) / 60), 2)}:${pad(Math.abs(offset) % 60, 2)}`
          const text =
            `${pad(year, 4)}-${pad(wall.getUTCMonth() + 1, 2)}-${pad(wall.getUTCDate(), 2)}` +
            `${separator}${pad(wall.getUTCHours(), 2)}:${pad(wall.getUTCMinutes(), 2)}:` +
            `${pad(wall.getUTCSeconds(), 2)}.${pad(wall.getUTCMilliseconds(), 3)}${moreDigits}${zone}`
          expect(readRfc3339(text)).toBe(time)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
