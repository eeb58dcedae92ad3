import type { TimeZone } from '@/components/time-format'
import { formatClockTime } from '@/lib/format-time'
import { binFirstDay, binOrdinal, civilDate, dayNumber, dayStart, type BinUnit } from './calendar'

/*
 * How the chart's periods read: dates as the tables write them (2026-10-26), months and years in
 * words. Day numbers are already in the display's zone.
 */

const MONTHS =
  'January February March April May June July August September October November December'.split(' ')
const pad = (value: number) => String(value).padStart(2, '0')

export function dateText(day: number): string {
  const [year, month, date] = civilDate(day)
  return `${year}-${pad(month)}-${pad(date)}`
}

/** The period of the bin starting on `day`: "2026-10-26", "Week of 2026-10-26", "October 2026". */
export function binLabel(unit: BinUnit, day: number): string {
  const [year, month] = civilDate(day)
  if (unit === 'day') return dateText(day)
  if (unit === 'week') return `Week of ${dateText(day)}`
  if (unit === 'month') return `${MONTHS[month - 1]} ${year}`
  return String(year)
}

/** The axis's short form: "26 Oct", "Oct '26", "2026". */
export function tickLabel(unit: BinUnit, day: number): string {
  const [year, month, date] = civilDate(day)
  const name = (MONTHS[month - 1] as string).slice(0, 3)
  if (unit === 'day' || unit === 'week') return `${date} ${name}`
  if (unit === 'month') return `${name} '${pad(year % 100)}`
  return String(year)
}

/** The unit whose one bin is exactly [fromDay, toDay), if any, trying the longest first. */
function exactUnit(fromDay: number, toDay: number): BinUnit | undefined {
  const units: BinUnit[] = ['year', 'month', 'week', 'day']
  return units.find((unit) => {
    const ordinal = binOrdinal[unit](fromDay)
    return binFirstDay[unit](ordinal) === fromDay && binFirstDay[unit](ordinal + 1) === toDay
  })
}

/**
 * A creation period in words: a chart bar's period by its name, whole days as dates (the last
 * one included), anything else to the minute. `utc` says so.
 */
export function describePeriod(from: number | undefined, to: number | undefined, zone: TimeZone) {
  const utc = zone === 'utc' ? ' UTC' : ''
  const fromDay = from === undefined ? undefined : dayNumber(from, zone)
  const toDay = to === undefined ? undefined : dayNumber(to, zone)
  const wholeDays =
    (fromDay === undefined || dayStart(fromDay, zone) === from) &&
    (toDay === undefined || dayStart(toDay, zone) === to)
  if (!wholeDays) {
    // To the minute as the tables write times; "UTC" once, at the end.
    const clock = (time: number) => formatClockTime(time, zone).replace(' UTC', '')
    if (from === undefined) return `before ${clock(to as number)}${utc}`
    if (to === undefined) return `from ${clock(from)}${utc}`
    return `${clock(from)} – ${clock(to)}${utc}`
  }
  if (fromDay === undefined) return `before ${dateText(toDay as number)}${utc}`
  if (toDay === undefined) return `from ${dateText(fromDay)}${utc}`
  const unit = exactUnit(fromDay, toDay)
  if (unit) return `${binLabel(unit, fromDay)}${utc}`
  return `${dateText(fromDay)} – ${dateText(toDay - 1)}${utc}`
}
