import { isRfc3339 } from '../../../api/rfc-3339'

/**
 * `?since=`: an RFC 3339 time, or undefined for none or for a value that is not one (the page
 * says so once, in page-options.ts, and the next change of view drops it from the URL, as it
 * does an unknown tab or status).
 */
export function readSince(text: string | null): number | undefined {
  const trimmed = text?.trim() ?? ''
  return isRfc3339(trimmed) ? Date.parse(trimmed) : undefined
}

/** The URL form: UTC to the second (milliseconds only when the time has them). */
export const formatSince = (since: number): string =>
  new Date(since).toISOString().replace('.000Z', 'Z')
