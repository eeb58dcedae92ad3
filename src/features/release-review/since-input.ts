import type { TimeZone } from '@/components/time-format'

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** A `datetime-local` input's value for `time`, in the zone the page shows times in. */
export function toInputValue(time: number, zone: TimeZone): string {
  const date = new Date(time)
  const utc = zone === 'utc'
  const parts = utc
    ? [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
    : [date.getFullYear(), date.getMonth() + 1, date.getDate()]
  const clock = utc
    ? [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
    : [date.getHours(), date.getMinutes(), date.getSeconds()]
  const [year = 0, month = 0, day = 0] = parts
  const [hours = 0, minutes = 0, seconds = 0] = clock
  const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}`
  return seconds === 0 ? text : `${text}:${pad(seconds)}`
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/

/**
 * The instant a `datetime-local` value names in `zone`; undefined for an empty or incomplete
 * value (the browser gives "" while a field is half typed).
 */
export function fromInputValue(value: string, zone: TimeZone): number | undefined {
  const match = INPUT_VALUE.exec(value)
  if (!match) return undefined
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0))
  const fields = [year, month - 1, day, hours, minutes, seconds] as const
  const time = zone === 'utc' ? Date.UTC(...fields) : new Date(...fields).getTime()
  return Number.isFinite(time) ? time : undefined
}
