import { isRfc3339 } from '../api/rfc-3339'

/**
 * `?since=`: an RFC 3339 time, or undefined for none or for a value that is not one (the page
 * says so, in page-options.ts; the value stays in the URL until the operator picks a time).
 */
export function readSince(text: string | null): number | undefined {
  const trimmed = text?.trim() ?? ''
  return isRfc3339(trimmed) ? Date.parse(trimmed) : undefined
}

/** The URL form: UTC to the second (milliseconds only when the time has them); none for none. */
export const formatSince = (since: number | undefined): string | undefined =>
  since === undefined ? undefined : new Date(since).toISOString().replace('.000Z', 'Z')
