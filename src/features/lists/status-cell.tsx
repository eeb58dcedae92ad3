import type { UploadSummary } from '@/model/list-items'
import { formatExactLocalTime, formatRelativeTime } from '@/lib/format-time'
import { useDisplay } from '@/components/display-context'
import { useStatusClock } from '@/components/stale-rule'
import { uploadStatus } from '@/model/upload-status'
import { StatusBadge } from '@/components/status-badge'

export type StatusCellProps = { item: UploadSummary }

/** The status badge; a stale one says since when the upload has been incomplete. */
export function StatusCell({ item }: StatusCellProps) {
  const { now, staleAfter } = useStatusClock()
  const zone = useDisplay().timeZone
  const status = uploadStatus(item, now, staleAfter)
  const since =
    status === 'stale' && item.createdAt !== undefined
      ? `Incomplete since ${formatExactLocalTime(item.createdAt, zone)} (${formatRelativeTime(item.createdAt, now)}): the upload has probably stalled.`
      : undefined
  return <StatusBadge status={status} title={since} />
}
