import type { UploadSummary } from '../api/schemas'
import { formatExactLocalTime, formatRelativeTime } from '../lib/format-time'
import { useNow } from './now'
import { useStaleAfterMs } from './stale-rule'
import { useTimeZone } from './time-format'
import { uploadStatus } from './upload-status'
import { StatusBadge } from './status-badge'

export type StatusCellProps = { item: UploadSummary }

/** The status badge; a stale one says since when the upload has been incomplete. */
export function StatusCell({ item }: StatusCellProps) {
  const now = useNow()
  const zone = useTimeZone()
  const status = uploadStatus(item, now, useStaleAfterMs())
  const since =
    status === 'stale' && item.createdAt !== undefined
      ? `Incomplete since ${formatExactLocalTime(item.createdAt, zone)} (${formatRelativeTime(item.createdAt, now)}): the upload has probably stalled.`
      : undefined
  return <StatusBadge status={status} title={since} />
}
