import type { TimeZone } from '@/components/time-format'

/** A `datetime-local` input's value for `time`, in the zone the page shows times in. */
export function toInputValue(time: number, zone: TimeZone): string {
  // Local time read through the UTC form: the instant moved by the zone's offset at that time.
  const offset = zone === 'utc' ? 0 : new Date(time).getTimezoneOffset() * 60_000
  const text = new Date(time - offset).toISOString().slice(0, 19)
  return text.endsWith(':00') ? text.slice(0, 16) : text
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
