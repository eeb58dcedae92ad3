import { afterEach, describe, expect, it } from 'vitest'
import { binLabel, describePeriod, tickLabel } from './bin-labels'

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000
const utc = (iso: string) => Date.parse(iso)

const savedZone = process.env.TZ
afterEach(() => {
  process.env.TZ = savedZone
})

describe('binLabel and tickLabel', () => {
  it('names each unit of bin', () => {
    expect(binLabel('day', day('2026-10-26'))).toBe('2026-10-26')
    expect(binLabel('week', day('2026-10-26'))).toBe('Week of 2026-10-26')
    expect(binLabel('month', day('2026-10-01'))).toBe('October 2026')
    expect(binLabel('year', day('2026-01-01'))).toBe('2026')
    expect(tickLabel('week', day('2026-12-28'))).toBe('28 Dec')
    expect(tickLabel('month', day('2027-01-01'))).toBe("Jan '27")
  })
})

describe('describePeriod', () => {
  it('names a bar of the chart as the chart does', () => {
    expect(describePeriod(utc('2026-10-01T00:00Z'), utc('2026-11-01T00:00Z'), 'utc')).toBe(
      'October 2026 UTC',
    )
    expect(describePeriod(utc('2026-10-26T00:00Z'), utc('2026-11-02T00:00Z'), 'utc')).toBe(
      'Week of 2026-10-26 UTC',
    )
    expect(describePeriod(utc('2026-10-26T00:00Z'), utc('2026-10-27T00:00Z'), 'utc')).toBe(
      '2026-10-26 UTC',
    )
  })

  it('gives other whole days as dates, the last included, and anything else to the minute', () => {
    expect(describePeriod(utc('2026-10-27T00:00Z'), utc('2026-10-30T00:00Z'), 'utc')).toBe(
      '2026-10-27 – 2026-10-29 UTC',
    )
    expect(describePeriod(utc('2026-10-27T06:30Z'), undefined, 'utc')).toBe(
      'from 2026-10-27 06:30 UTC',
    )
    expect(describePeriod(undefined, utc('2026-10-30T00:00Z'), 'utc')).toBe('before 2026-10-30 UTC')
  })

  it('reads the period in the browser zone when times are local', () => {
    process.env.TZ = 'Europe/Berlin'
    // Midnight in Berlin (UTC+1 in November) is 23:00 UTC the day before.
    expect(describePeriod(utc('2026-10-31T23:00Z'), utc('2026-11-30T23:00Z'), 'local')).toBe(
      'November 2026',
    )
    expect(describePeriod(utc('2026-11-01T00:00Z'), utc('2026-12-01T00:00Z'), 'local')).toBe(
      '2026-11-01 01:00 – 2026-12-01 01:00',
    )
  })
})
