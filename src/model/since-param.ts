import { readRfc3339 } from '@/lib/rfc-3339'

/**
 * `?since=`: an RFC 3339 time, or undefined for none or for a value that is not one (the page
 * says so, in page-options.ts; the value stays in the URL until the operator picks a time).
 */
export function readSince(text: string | null): number | undefined {
  return readRfc3339(text?.trim() ?? '')
}

/** The URL form: UTC to the second (milliseconds only when the time has them); none for none. */
export const formatSince = (since: number | undefined): string | undefined =>
  since === undefined ? undefined : new Date(since).toISOString().replace('.000Z', 'Z')
