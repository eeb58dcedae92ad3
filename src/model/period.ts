import { readRfc3339 } from '@/lib/rfc-3339'

/**
 * The creation period the chart filters by (`from=` / `to=` in the URL): creation times from
 * `from` (inclusive) to `to` (exclusive), ms since the epoch; either open.
 */
export type Period = { from?: number | undefined; to?: number | undefined }

/**
 * An RFC 3339 instant with its `T` as ms, its seconds optional (`2026-10-26T00:00Z`), or
 * undefined for anything else (a 30 February included).
 */
export function readInstant(text: string | null | undefined): number | undefined {
  if (!text || text.length > 40 || text[10] === ' ') return undefined
  return readRfc3339(text[16] === ':' ? text : `${text.slice(0, 16)}:00${text.slice(16)}`)
}

/** `2026-10-26T00:00:00Z`: the instant in UTC, without the zero milliseconds. */
export const writeInstant = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z')

/**
 * `?since=`: an RFC 3339 time, or undefined for none or for a value that is not one (the page
 * says so, in view-url.ts; the value stays in the URL until the operator picks a time).
 */
export const readSince = (text: string | null) => readRfc3339(text?.trim() ?? '')

/** `since` as the URL writes it (`writeInstant`); none for none. */
export const formatSince = (since: number | undefined) =>
  since === undefined ? undefined : writeInstant(since)

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
