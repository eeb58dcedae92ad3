import { describe, expect, it } from 'vitest'
import {
  formatClockTime,
  formatDayClockTime,
  formatDuration,
  formatExactTime,
  formatRelativeTime,
} from './format-time'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const now = Date.UTC(2026, 10, 1, 12)

const ago = (ms: number) => formatRelativeTime(now - ms, now)
const ahead = (ms: number) => formatRelativeTime(now + ms, now)

describe('formatDuration', () => {
  it.each([
    [300 * SECOND, '5 minutes'],
    [MINUTE, '1 minute'],
    [90 * SECOND, '1 minute 30 seconds'],
    [61 * SECOND, '1 minute 1 second'],
    [2 * SECOND, '2 seconds'],
    [200, '1 second'],
  ])('reads %i ms as "%s"', (ms, words) => {
    expect(formatDuration(ms)).toBe(words)
  })
})

describe('formatRelativeTime', () => {
  it.each([0, 1 * SECOND, 9 * SECOND + 999])('calls %i ms ago "just now"', (ms) => {
    expect(ago(ms)).toBe('just now')
  })

  it('calls a few seconds in the future "just now" too', () => {
    expect(ahead(5 * SECOND)).toBe('just now')
  })

  it.each([
    [10 * SECOND, '10 s ago'],
    [59 * SECOND, '59 s ago'],
    [MINUTE, '1 min ago'],
    [2 * MINUTE, '2 min ago'],
    [59 * MINUTE + 59 * SECOND, '59 min ago'],
    [HOUR, '1 h ago'],
    [3 * HOUR, '3 h ago'],
    [3 * HOUR + 59 * MINUTE, '3 h ago'],
    [26 * HOUR, '1 d ago'],
    [3 * DAY + 4 * HOUR, '3 d ago'],
    [29 * DAY, '29 d ago'],
    [30 * DAY, '30 d ago'],
    [31 * DAY, '1 mo ago'],
    [61 * DAY, '2 mo ago'],
    [200 * DAY, '6 mo ago'],
    [364 * DAY, '11 mo ago'],
    [365 * DAY, '1 y ago'],
    [425 * DAY, '1 y ago'],
    [3 * 365 * DAY, '3 y ago'],
  ])('shows a time %i ms in the past as "%s"', (ms, text) => {
    expect(ago(ms)).toBe(text)
  })

  it.each([
    [2 * MINUTE, 'in 2 min'],
    [30 * SECOND, 'in 30 s'],
    [5 * HOUR, 'in 5 h'],
    [2 * DAY, 'in 2 d'],
    [400 * DAY, 'in 1 y'],
  ])('shows a time %i ms ahead (server clock skew) as "%s"', (ms, text) => {
    expect(ahead(ms)).toBe(text)
  })
})

describe('formatExactTime', () => {
  it('ends with the UTC time, to the second', () => {
    const text = formatExactTime(Date.UTC(2026, 9, 29, 8, 5, 9, 456))
    expect(text.split('\n')).toHaveLength(2)
    expect(text.split('\n')[1]).toBe('2026-10-29 08:05:09 UTC')
  })

  it('starts with a local time that names the year', () => {
    const [local] = formatExactTime(Date.UTC(2026, 9, 29, 8)).split('\n')
    expect(local).toMatch(/2026/)
  })
})

describe('formatClockTime', () => {
  const time = Date.UTC(2026, 10, 1, 9, 5, 59)

  it('writes the UTC date and time to the minute, marked UTC', () => {
    expect(formatClockTime(time, 'utc')).toBe('2026-11-01 09:05 UTC')
  })

  it('writes a year below 1000 with its four digits, as RFC 3339 does', () => {
    expect(formatClockTime(new Date(0).setUTCFullYear(99, 0, 1), 'utc')).toBe(
      '0099-01-01 00:00 UTC',
    )
  })

  it('writes the local date and time in the same shape, unmarked', () => {
    const local = new Date(time)
    const expected = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')} ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`
    expect(formatClockTime(time, 'local')).toBe(expected)
  })
})

describe('formatDayClockTime', () => {
  const now = Date.parse('2026-11-02T10:00:00Z')

  it('names today and yesterday by their day, and older times by their date', () => {
    expect(formatDayClockTime(Date.parse('2026-11-02T00:05:00Z'), now, 'utc')).toBe(
      'today 00:05 UTC',
    )
    expect(formatDayClockTime(Date.parse('2026-11-01T18:04:00Z'), now, 'utc')).toBe(
      'yesterday 18:04 UTC',
    )
    expect(formatDayClockTime(Date.parse('2026-10-31T23:59:00Z'), now, 'utc')).toBe(
      '2026-10-31 23:59 UTC',
    )
  })
})
