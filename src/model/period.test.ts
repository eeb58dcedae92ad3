import { describe, expect, it } from 'vitest'
import {
  formatSince,
  hasPeriod,
  inPeriod,
  readInstant,
  readPeriod,
  readSince,
  writeInstant,
} from './period'

describe('readInstant', () => {
  it.each([
    ['2026-10-26T00:00:00Z', Date.UTC(2026, 9, 26)],
    ['2026-10-26T00:00Z', Date.UTC(2026, 9, 26)],
    ['2026-10-26t00:00:00.250z', Date.UTC(2026, 9, 26) + 250],
    ['2026-10-26T00:00:00+01:00', Date.UTC(2026, 9, 25, 23)],
    ['2024-02-29T12:00:00-05:30', Date.UTC(2024, 1, 29, 17, 30)],
  ])('reads %s', (text, time) => {
    expect(readInstant(text)).toBe(time)
  })

  it.each([
    null,
    '',
    '2026-10-26',
    '2026-10-26T00:00:00',
    '2026-02-30T00:00:00Z',
    '2025-02-29T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-10-26T00:00:00+0100',
    'yesterday',
    '1792972800000',
    `2026-10-26T00:00:00.${'0'.repeat(40)}Z`,
    '2026-10-26T00:00:00Z\u202e',
  ])('refuses %j', (text) => {
    expect(readInstant(text)).toBeUndefined()
  })

  it('writes what it reads back, without zero milliseconds', () => {
    const time = Date.UTC(2026, 9, 26)
    expect(writeInstant(time)).toBe('2026-10-26T00:00:00Z')
    expect(readInstant(writeInstant(time + 5))).toBe(time + 5)
  })
})

describe('readPeriod', () => {
  const from = '2026-10-26T00:00:00Z'
  const to = '2026-11-02T00:00:00Z'

  it('reads both ends, or one, leaving the other open', () => {
    expect(readPeriod(from, to)).toEqual({ from: Date.UTC(2026, 9, 26), to: Date.UTC(2026, 10, 2) })
    expect(readPeriod(from, null)).toEqual({ from: Date.UTC(2026, 9, 26), to: undefined })
    expect(readPeriod('bad', to)).toEqual({ from: undefined, to: Date.UTC(2026, 10, 2) })
  })

  it('ignores a period that ends before it starts, or is empty', () => {
    expect(hasPeriod(readPeriod(to, from))).toBe(false)
    expect(hasPeriod(readPeriod(from, from))).toBe(false)
  })
})

describe('inPeriod', () => {
  const period = { from: 100, to: 200 }
  it('includes the start and excludes the end', () => {
    expect(inPeriod(100, period)).toBe(true)
    expect(inPeriod(199, period)).toBe(true)
    expect(inPeriod(200, period)).toBe(false)
    expect(inPeriod(99, period)).toBe(false)
  })
  it('leaves out items without a time, and takes an open end as open', () => {
    expect(inPeriod(undefined, period)).toBe(false)
    expect(inPeriod(5, { to: 200 })).toBe(true)
    expect(inPeriod(5000, { from: 200 })).toBe(true)
  })
})

describe('readSince and formatSince', () => {
  it('reads an RFC 3339 time with any offset, and writes it in UTC to the second', () => {
    const since = readSince(' 2026-10-31T14:00:00+02:00 ')
    expect(since).toBe(Date.UTC(2026, 9, 31, 12))
    expect(formatSince(since)).toBe('2026-10-31T12:00:00Z')
    expect(formatSince(Date.UTC(2026, 9, 31, 12) + 5)).toBe('2026-10-31T12:00:00.005Z')
    expect(formatSince(undefined)).toBeUndefined()
  })

  it('reads a year below 1000 as written, with a space before the time, and writes it so', () => {
    const since = readSince('0099-01-01 00:00:00Z')
    expect(since).toBe(new Date(0).setUTCFullYear(99, 0, 1))
    expect(formatSince(since)).toBe('0099-01-01T00:00:00Z')
  })

  it.each(['yesterday', '2026-02-30T00:00:00Z', '1730000000', '2026-10-31', '', null])(
    'leaves out %j',
    (text) => {
      expect(readSince(text)).toBeUndefined()
    },
  )
})
