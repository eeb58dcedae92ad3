import type { ReactNode } from 'react'
import type { UploadSummary } from '../../api/schemas'
import { NameText } from '../../components/name-text'
import { NewBadge } from './since/new-badge'

export type NameCellProps = {
  item: UploadSummary
  /** A kind's own marks, after the name (a build's Current badge). */
  marks?: ReactNode
}

/** An item's name, then its marks: the kind's own, and New while a `since` is set. */
export function NameCell({ item, marks }: NameCellProps) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <NameText name={item.name} warnings={item.warnings} />
      {marks}
      <NewBadge item={item} />
    </span>
  )
}
