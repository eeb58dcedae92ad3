const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const YEAR = 365 * DAY
// A twelfth of a year, so that 360 days read "11 mo ago" and never "12 mo ago".
const MONTH = YEAR / 12

const steps = [
  { limit: MINUTE, size: SECOND, unit: 's' },
  { limit: HOUR, size: MINUTE, unit: 'min' },
  { limit: DAY, size: HOUR, unit: 'h' },
  { limit: MONTH, size: DAY, unit: 'd' },
  { limit: YEAR, size: MONTH, unit: 'mo' },
  { limit: Infinity, size: YEAR, unit: 'y' },
] as const

/** A length of time in words, to the second: `5 minutes`, `1 minute 30 seconds`, `20 seconds`. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / SECOND))
  const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return count(rest, 'second')
  return rest === 0
    ? count(minutes, 'minute')
    : `${count(minutes, 'minute')} ${count(rest, 'second')}`
}

/**
 * `3 h ago`, or `in 2 min` when the server's clock runs ahead of this one (clock skew is real:
 * the old dashboard printed "Invalid Date" for it).
 */
export function formatRelativeTime(time: number, now: number): string {
  const diff = time - now
  const distance = Math.abs(diff)
  if (distance < 10 * SECOND) return 'just now'
  const step = steps.find((candidate) => distance < candidate.limit) ?? steps[5]
  const amount = `${Math.floor(distance / step.size)} ${step.unit}`
  return diff < 0 ? `${amount} ago` : `in ${amount}`
}

const localFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'long',
})

const utcText = (date: Date) =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')

/** The exact time to the second where the operator is (in UTC where local time is forced to it). */
export function formatExactLocalTime(time: number, zone: 'local' | 'utc' = 'local'): string {
  const date = new Date(time)
  return zone === 'utc' ? utcText(date) : localFormat.format(date)
}

/** Exact local and UTC time, for hover text; UTC alone where local time is forced to UTC. */
export function formatExactTime(time: number, zone: 'local' | 'utc' = 'local'): string {
  const date = new Date(time)
  return zone === 'utc' ? utcText(date) : `${localFormat.format(date)}\n${utcText(date)}`
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/**
 * `2026-11-20 14:03`, the date and time to the minute in this browser's zone or in UTC (then
 * followed by "UTC"): sortable, unambiguous in every locale, and as wide for every row.
 */
export function formatClockTime(time: number, zone: 'local' | 'utc'): string {
  const date = new Date(time)
  // Local time read through the UTC getters: the instant moved by the zone's offset at that time.
  const shown = zone === 'utc' ? date : new Date(time - date.getTimezoneOffset() * 60_000)
  // The year as RFC 3339 writes it: 0099, not 99 (which reads as 1999).
  const day = `${pad(shown.getUTCFullYear(), 4)}-${pad(shown.getUTCMonth() + 1)}-${pad(shown.getUTCDate())}`
  const minute = `${pad(shown.getUTCHours())}:${pad(shown.getUTCMinutes())}`
  return `${day} ${minute}${zone === 'utc' ? ' UTC' : ''}`
}

/**
 * `today 18:04`, `yesterday 18:04`, or, further back, the date and time (`formatClockTime`): a
 * time the operator remembers by its day (the last visit), in this browser's zone or in UTC.
 */
export function formatDayClockTime(time: number, now: number, zone: 'local' | 'utc'): string {
  const text = formatClockTime(time, zone)
  const day = text.slice(0, 10)
  const words =
    day === formatClockTime(now, zone).slice(0, 10)
      ? 'today'
      : day === formatClockTime(now - DAY, zone).slice(0, 10)
        ? 'yesterday'
        : undefined
  return words ? `${words} ${text.slice(11)}` : text
}
