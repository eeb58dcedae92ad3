import { readRfc3339 } from '@/lib/rfc-3339'
import { echoText } from '@/lib/bound-text'
import type { TimeZone } from '@/components/time-format'

/** How the standalone page is shown, from its URL; not part of the view, never written back. */
export type PageOptions = {
  /** `?embed=1`: inside an iframe, without the page header. */
  embed: boolean
  /** `?persist=1`: an iframe's host asks for its lists to be kept on this device (security.md). */
  persist: boolean
  /** `?asof=<RFC 3339>`: the instant relative times and the stale rule are measured from. */
  asOf: number | undefined
  /** `?tz=UTC`: every time in UTC, whatever the browser's zone. */
  timeZone: TimeZone
  /** What in the URL could not be used, said so the operator can fix the link. */
  problems: string[]
}

export function readPageOptions(search: string): PageOptions {
  const params = new URLSearchParams(search)
  const problems: string[] = []

  const asOfText = params.get('asof')
  const asOf = asOfText === null ? undefined : readRfc3339(asOfText.trim())
  if (asOfText !== null && asOf === undefined) {
    problems.push(
      `?asof=${echoText(asOfText)} is not an RFC 3339 time such as 2026-11-01T12:00:00Z, so times are measured from now.`,
    )
  }

  const tz = params.get('tz')
  const timeZone: TimeZone = tz?.trim().toUpperCase() === 'UTC' ? 'utc' : 'local'
  if (tz !== null && timeZone === 'local') {
    problems.push(
      `?tz=${echoText(tz)} is not supported (only tz=UTC is), so times show in your zone.`,
    )
  }

  const on = (name: string) => ['1', 'true'].includes(params.get(name) ?? '')
  return { embed: on('embed'), persist: on('persist'), asOf, timeZone, problems }
}
