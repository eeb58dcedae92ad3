const RFC_3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
}

/**
 * A strict RFC 3339 date-time check. `Date.parse` alone rolls impossible dates over
 * ("2026-02-30" becomes 2 March), which would show a wrong time as if it were right. Leap
 * seconds (":60") are refused too: browsers cannot parse them. Runs once per item of lists of
 * 100,000, so it allocates nothing beyond the match.
 */
export function isRfc3339(text: string): boolean {
  const match = RFC_3339.exec(text)
  if (!match) return false
  const month = Number(match[2])
  return (
    month >= 1 &&
    month <= 12 &&
    Number(match[3]) >= 1 &&
    Number(match[3]) <= daysInMonth(Number(match[1]), month) &&
    Number(match[4]) <= 23 &&
    Number(match[5]) <= 59 &&
    Number(match[6]) <= 59 &&
    Number(match[7] ?? 0) <= 23 &&
    Number(match[8] ?? 0) <= 59
  )
}

/**
 * RFC 3339 allows a space or lower-case "t" between date and time and any number of fraction
 * digits; `Date.parse` misreads some of those (a year before 1000 with a space reads as 19xx, a
 * long fraction as nothing), so hand it the one form it always reads right.
 */
function toDateParseForm(rfc3339: string): string {
  if (!UNUSUAL_RFC_3339.test(rfc3339)) return rfc3339
  return rfc3339.replace(/^(.{10})[ t]/, '$1T').replace(/(\.\d{3})\d+/, '$1')
}

/** A space or "t" separator, or more than 3 fraction digits: rare, so tested before rewriting. */
const UNUSUAL_RFC_3339 = /^.{10}[ t]|\.\d{4}/

/**
 * An RFC 3339 time as milliseconds since the epoch, read as written (0099 is the year 99), or
 * undefined for text that is not one (see isRfc3339).
 */
export function readRfc3339(text: string): number | undefined {
  return isRfc3339(text) ? Date.parse(toDateParseForm(text)) : undefined
}
