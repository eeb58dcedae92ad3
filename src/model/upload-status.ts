import type { UploadSummary } from './list-items'

/**
 * What an upload's badge says. "stale": an upload still incomplete long after it started (see
 * components/stale-rule.tsx).
 */
export type UploadStatus = 'complete' | 'uploading' | 'stale'

const HOUR = 60 * 60 * 1000

/** Hours after which an upload still incomplete counts as stale, unless config.json says. */
export const DEFAULT_STALE_AFTER_HOURS = 24

export const staleAfterMs = (hours: number) => hours * HOUR

/** The stale threshold when config.json or the host sets none. */
export const defaultStaleAfter = staleAfterMs(DEFAULT_STALE_AFTER_HOURS)

/** What an item's status depends on besides the item: now, and the stale threshold. */
export type StatusClock = { now: number; staleAfter: number }

/**
 * Complete, still uploading, or stale: incomplete and started more than `staleAfter` ago. An
 * upload with no readable start time is never called stale: there is nothing to measure.
 */
export function uploadStatus(
  item: Pick<UploadSummary, 'complete' | 'createdAt'>,
  now: number,
  staleAfter: number,
): UploadStatus {
  if (item.complete) return 'complete'
  return item.createdAt !== undefined && now - item.createdAt > staleAfter ? 'stale' : 'uploading'
}
