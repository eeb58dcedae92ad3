const RFC_3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

const inRange = (value: number | undefined, min: number, max: number) =>
  value !== undefined && value >= min && value <= max

/**
 * A strict RFC 3339 date-time check. `Date.parse` alone rolls impossible dates over
 * ("2026-02-30" becomes 2 March), which would show a wrong time as if it were right. Leap
 * seconds (":60") are refused too: browsers cannot parse them.
 */
export function isRfc3339(text: string): boolean {
  const match = RFC_3339.exec(text)
  if (!match) return false
  const [year = 0, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)))
  return (
    inRange(month, 1, 12) &&
    inRange(day, 1, daysInMonth(year, month ?? 0)) &&
    inRange(hour, 0, 23) &&
    inRange(minute, 0, 59) &&
    inRange(second, 0, 59) &&
    inRange(offsetHour, 0, 23) &&
    inRange(offsetMinute, 0, 59)
  )
}
