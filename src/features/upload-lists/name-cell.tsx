import { useContext, type ReactNode } from 'react'
import type { UploadSummary } from '../../api/schemas'
import { NameText } from '../../components/name-text'
import { ChangeMarkContext } from './compare-ui/comparison-context'
import { isNewSince } from './since/is-new'
import { NewBadge } from './since/new-badge'
import { ViewContext } from './view-context'

export type NameCellProps = {
  item: UploadSummary
  /** A kind's own marks, after the name (a build's Current badge). */
  marks?: ReactNode
}

/**
 * An item's name, then its marks: the kind's own, New while a `since` is set, and what changed
 * while comparing with a snapshot.
 */
export function NameCell({ item, marks }: NameCellProps) {
  const changeMark = useContext(ChangeMarkContext)
  const since = useContext(ViewContext)?.filter.since
  return (
    <span className="flex min-w-0 items-center gap-2">
      <NameText name={item.name} warnings={item.warnings} />
      {marks}
      {since !== undefined && isNewSince(item, since) && <NewBadge since={since} />}
      {changeMark?.(item)}
    </span>
  )
}
