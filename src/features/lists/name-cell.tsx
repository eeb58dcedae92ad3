import { useContext, type ReactNode } from 'react'
import type { UploadSummary } from '@/model/list-items'
import { NameText } from '@/components/name-text'
import { ListPartsContext } from './list-parts'

export type NameCellProps = {
  item: UploadSummary
  /** A kind's own marks, after the name (a build's Current badge). */
  marks?: ReactNode
}

/**
 * An item's name, then its marks: the kind's own, then those other features add (New while a
 * `since` is set, what changed while comparing with a snapshot).
 */
export function NameCell({ item, marks }: NameCellProps) {
  const { NameMarks } = useContext(ListPartsContext)
  return (
    <span className="flex min-w-0 items-center gap-2">
      <NameText name={item.name} warnings={item.warnings} />
      {marks}
      {NameMarks && <NameMarks item={item} />}
    </span>
  )
}
