import type { ReactNode } from 'react'
import type { UploadSummary } from '@/model/list-items'
import { useDisplay } from '@/components/display-context'
import { MarkBadge } from '@/components/mark-badge'
import { NameText } from '@/components/name-text'
import { formatClockTime } from '@/lib/format-time'
import { isNewSince } from '@/model/is-new'
import { useListCells } from './list-cells'

export type NameCellProps = {
  item: UploadSummary
  /** A kind's own marks, after the name (a build's Current badge). */
  marks?: ReactNode
}

/**
 * An item's name, then its marks: the kind's own, New while the view has a `since` the item was
 * created after, then what changed while the list is compared with a snapshot.
 */
export function NameCell({ item, marks }: NameCellProps) {
  const { since, markOf } = useListCells()
  const change = markOf?.(item)
  return (
    <span className="flex min-w-0 items-center gap-2">
      <NameText name={item.name} warnings={item.warnings} />
      {marks}
      {since !== undefined && isNewSince(item, since) && <NewMark since={since} />}
      {change && <MarkBadge {...change} />}
    </span>
  )
}

/** "New", saying since when in the display's zone: only a cell that shows it reads the display. */
function NewMark({ since }: { since: number }) {
  const { timeZone } = useDisplay()
  return <MarkBadge mark="new" title={`Created after ${formatClockTime(since, timeZone)}`} />
}
