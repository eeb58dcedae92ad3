import { describe, expect, it } from 'vitest'
import { formatSince, readSince } from './since-param'

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
