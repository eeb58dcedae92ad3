const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
}

/** 400 Gregorian years, in ms: the calendar repeats exactly after them. */
const FOUR_CENTURIES_MS = 146_097 * 24 * 60 * 60 * 1000

const ZERO = 48
const codeOf = (char: string) => char.charCodeAt(0)
const [DASH, COLON, DOT, PLUS, T, LOWER_T, SPACE, Z, LOWER_Z] = [...'-:.+Tt Zz'].map(codeOf) as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
]

/** The number written by the digits of `text` from `at` to `end` (exclusive); -1 if one is not. */
function digitsAt(text: string, at: number, end: number): number {
  let value = 0
  for (let i = at; i < end; i++) {
    const digit = text.charCodeAt(i) - ZERO
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value
}

/**
 * An RFC 3339 date-time (`2026-11-01T12:00:00.5Z`, a space or "t" between date and time, any
 * number of fraction digits, `Z`, `z` or an offset) as milliseconds since the epoch, read as
 * written (0099 is the year 99): undefined for text that is not one. Strict: `Date.parse` alone
 * rolls impossible dates over ("2026-02-30" becomes 2 March), which would show a wrong time as
 * if it were right, and leap seconds (":60") are refused, as browsers cannot read them. Fraction
 * digits past the third are cut, as `Date.parse` does. It runs once per item of lists of
 * 100,000 and more, so it reads character codes and allocates nothing.
 */
export function readRfc3339(text: string): number | undefined {
  if (text.length < 20) return undefined
  const year = digitsAt(text, 0, 4)
  const month = digitsAt(text, 5, 7)
  const day = digitsAt(text, 8, 10)
  const hour = digitsAt(text, 11, 13)
  const minute = digitsAt(text, 14, 16)
  const second = digitsAt(text, 17, 19)
  const separator = text.charCodeAt(10)
  if (
    year < 0 ||
    text.charCodeAt(4) !== DASH ||
    month < 1 ||
    month > 12 ||
    text.charCodeAt(7) !== DASH ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    (separator !== T && separator !== LOWER_T && separator !== SPACE) ||
    hour < 0 ||
    hour > 23 ||
    text.charCodeAt(13) !== COLON ||
    minute < 0 ||
    minute > 59 ||
    text.charCodeAt(16) !== COLON ||
    second < 0 ||
    second > 59
  ) {
    return undefined
  }
  let at = 19
  let millisecond = 0
  if (text.charCodeAt(at) === DOT) {
    const from = ++at
    while (at < text.length) {
      const digit = text.charCodeAt(at) - ZERO
      if (digit < 0 || digit > 9) break
      if (at - from < 3) millisecond += digit * 10 ** (2 - (at - from))
      at++
    }
    if (at === from) return undefined
  }
  let offsetMinutes = 0
  const zone = text.charCodeAt(at)
  if (zone === Z || zone === LOWER_Z) {
    if (at + 1 !== text.length) return undefined
  } else if (zone === PLUS || zone === DASH) {
    const hours = digitsAt(text, at + 1, at + 3)
    const minutes = digitsAt(text, at + 4, at + 6)
    if (
      at + 6 !== text.length ||
      text.charCodeAt(at + 3) !== COLON ||
      hours < 0 ||
      hours > 23 ||
      minutes < 0 ||
      minutes > 59
    ) {
      return undefined
    }
    offsetMinutes = (zone === PLUS ? 1 : -1) * (hours * 60 + minutes)
  } else {
    return undefined
  }
  // Date.UTC reads the years 0 to 99 as 1900 to 1999: those are read 400 years on, then back.
  const early = year < 100
  const utc = Date.UTC(early ? year + 400 : year, month - 1, day, hour, minute, second, millisecond)
  return (early ? utc - FOUR_CENTURIES_MS : utc) - offsetMinutes * 60_000
}

/** Whether `text` is an RFC 3339 date-time that readRfc3339 reads. */
export const isRfc3339 = (text: string): boolean => readRfc3339(text) !== undefined
