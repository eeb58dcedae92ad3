/*
 * The creation period the chart filters by (`from=` / `to=` in the URL): read at start-up, so it
 * stays small and imports nothing.
 */

/** Creation times from `from` (inclusive) to `to` (exclusive), ms since the epoch; either open. */
export type Period = { from?: number | undefined; to?: number | undefined }

// RFC 3339 date-time with its zone (Z or ±hh:mm); Date.parse alone takes "2026" or "Oct 26" too.
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/i

/** An RFC 3339 instant as ms, or undefined for anything else (a 30 February included). */
export function readInstant(text: string | null | undefined): number | undefined {
  if (!text || text.length > 40 || !INSTANT.test(text)) return undefined
  const time = Date.parse(text)
  // Date.parse rolls 2026-02-30 over into March: the day written must be the day read.
  const day = new Date(Date.parse(text.slice(0, 10))).getUTCDate()
  return day === Number(text.slice(8, 10)) && Number.isFinite(time) ? time : undefined
}

/** `2026-10-26T00:00:00Z`: the instant in UTC, without the zero milliseconds. */
export const writeInstant = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z')

/** The period of two URL values; an unreadable end is left open, an empty period is none. */
export function readPeriod(from: string | null, to: string | null): Period {
  const start = readInstant(from)
  const end = readInstant(to)
  return start !== undefined && end !== undefined && start >= end ? {} : { from: start, to: end }
}

export const hasPeriod = ({ from, to }: Period) => from !== undefined || to !== undefined

/** Whether a creation time lies in the period; an unknown time lies in none. */
export const inPeriod = (time: number | undefined, { from, to }: Period) =>
  time !== undefined && (from === undefined || time >= from) && (to === undefined || time < to)
