import { MINUTE } from './data/units.ts'

/** An RFC 3339 date-time's shape; Date.parse reads what has it. */
const RFC_3339 = /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(?:\.\d+)?(?:[Zz]|[+-]\d\d:\d\d)$/

/**
 * The instant the sample data's times count back from, asked per request: the newest build is
 * "2 minutes" before it. The data is written against SAMPLE_NOW, so serving it at another instant
 * moves every time by the difference and nothing else (ids, names and sizes stay).
 */
export type SampleClock = () => Date

/** Always the same instant: what the tests and screenshots use, so nothing in them moves. */
export const pinnedClock =
  (at: number): SampleClock =>
  () =>
    new Date(at)

/**
 * The server's clock, to the minute: a newcomer sees uploads minutes old and some still in
 * progress whenever they look, and a list made in one minute (a load-test game's million items,
 * with its gzip body) is served again for the rest of it.
 */
export const liveClock =
  (now: () => number = Date.now): SampleClock =>
  () =>
    new Date(Math.floor(now() / MINUTE) * MINUTE)

/**
 * `REFERENCE_NOW` (an RFC 3339 time, `2026-11-01T12:00:00Z`) pins the sample's times at that
 * instant; without it they follow the clock. A value that is not such a time throws, saying so:
 * a server must not quietly serve other times than the ones asked for.
 */
export function sampleClock(
  env: Record<string, string | undefined>,
  now: () => number = Date.now,
): SampleClock {
  const text = env.REFERENCE_NOW?.trim()
  if (!text) return liveClock(now)
  const at = RFC_3339.test(text) ? Date.parse(text) : NaN
  if (!Number.isFinite(at)) {
    throw new Error(
      `REFERENCE_NOW=${text} is not an RFC 3339 time such as 2026-11-01T12:00:00Z: set one, or leave it unset for times that follow the clock.`,
    )
  }
  return pinnedClock(at)
}

/** How the server prints its clock when it starts. */
export const describeSampleClock = (env: Record<string, string | undefined>): string =>
  env.REFERENCE_NOW?.trim()
    ? `Sample times as at ${env.REFERENCE_NOW.trim()} (REFERENCE_NOW)`
    : 'Sample times follow the clock (REFERENCE_NOW pins them)'
