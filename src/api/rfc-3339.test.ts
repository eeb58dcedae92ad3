import { describe, expect, it } from 'vitest'
import { isRfc3339 } from './rfc-3339'

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
