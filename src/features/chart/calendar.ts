import type { TimeZone } from '@/components/time-format'

/*
 * Calendar arithmetic in the display's zone (the browser's, or UTC), on day numbers: days since
 * 1970-01-01 in that zone. An item costs integer arithmetic, so 100,000 items bin in milliseconds.
 */

export const DAY = 86_400_000
const HOUR = 3_600_000

/** A chart bin's length: the range of the list picks it (see `binUnitFor`). */
export type BinUnit = 'day' | 'week' | 'month' | 'year'

/** The calendar day a time falls on, in the zone. */
export function dayNumber(time: number, zone: TimeZone): number {
  const offset = zone === 'utc' ? 0 : new Date(time).getTimezoneOffset() * 60_000
  return Math.floor((time - offset) / DAY)
}

/**
 * `dayNumber` for many times at once: the zone's offset is looked up once per hour, not once per
 * time (a Date per item was 90% of the binning), and exactly for a time in an hour that holds a
 * change of offset (zones change at most once an hour).
 */
export function dayCounter(zone: TimeZone): (time: number) => number {
  if (zone === 'utc') return (time) => Math.floor(time / DAY)
  const offsets = new Map<number, number>()
  return (time) => {
    const hour = Math.floor(time / HOUR)
    let offset = offsets.get(hour)
    if (offset === undefined) {
      const start = new Date(hour * HOUR).getTimezoneOffset()
      offset = start === new Date(hour * HOUR + HOUR - 1).getTimezoneOffset() ? start : NaN
      offsets.set(hour, offset)
    }
    const minutes = Number.isNaN(offset) ? new Date(time).getTimezoneOffset() : offset
    return Math.floor((time - minutes * 60_000) / DAY)
  }
}

/** Year, month (1–12) and day of a day number. */
export function civilDate(day: number): [year: number, month: number, date: number] {
  const date = new Date(day * DAY)
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
}

/** The day number of a calendar date; months past 12 roll into the next year. */
export function dayOf(year: number, month: number, date: number): number {
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999.
  return Math.round(new Date(0).setUTCFullYear(year, month - 1, date) / DAY)
}

/** The first instant of a day in the zone (midnight, or the first hour a DST jump leaves). */
export function dayStart(day: number, zone: TimeZone): number {
  if (zone === 'utc') return day * DAY
  const [year, month, date] = civilDate(day)
  const local = new Date(0)
  local.setFullYear(year, month - 1, date)
  local.setHours(0, 0, 0, 0)
  return local.getTime()
}

/**
 * A bin's ordinal: consecutive bins have consecutive ordinals. Weeks start on Monday (ISO):
 * day 0, 1970-01-01, was a Thursday.
 */
export const binOrdinal: Record<BinUnit, (day: number) => number> = {
  day: (day) => day,
  week: (day) => Math.floor((day + 3) / 7),
  month: (day) => {
    const [year, month] = civilDate(day)
    return year * 12 + month - 1
  },
  year: (day) => civilDate(day)[0],
}

export const binFirstDay: Record<BinUnit, (ordinal: number) => number> = {
  day: (ordinal) => ordinal,
  week: (ordinal) => ordinal * 7 - 3,
  month: (ordinal) => dayOf(Math.floor(ordinal / 12), (ordinal % 12) + 1, 1),
  year: (ordinal) => dayOf(ordinal, 1, 1),
}

// Longest range (in days) each unit is used for: at most about 36 bars, so that a chart 400 px
// wide still has bars some 6 px wide.
const unitLimits: [BinUnit, number][] = [
  ['day', 31],
  ['week', 26 * 7],
  ['month', 3 * 366],
]

/** Days for a month or less, weeks up to half a year, months up to three years, then years. */
export function binUnitFor(firstDay: number, lastDay: number): BinUnit {
  const span = lastDay - firstDay + 1
  return unitLimits.find(([, limit]) => span <= limit)?.[0] ?? 'year'
}
