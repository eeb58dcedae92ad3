import { useContext } from 'react'
import type { UploadSummary } from '@/model/list-items'
import { isNewSince } from '@/model/is-new'
import { ChangeMarkContext } from './comparison-context'
import { NewBadge } from './new-badge'

export type ReviewMarksProps = {
  item: UploadSummary
  /** The view's `since` (ms): an item created after it is marked New. */
  since: number | undefined
}

/** What release review marks beside an item's name: New after `since`, and its change. */
export function ReviewMarks({ item, since }: ReviewMarksProps) {
  const changeMark = useContext(ChangeMarkContext)
  return (
    <>
      {since !== undefined && isNewSince(item, since) && <NewBadge since={since} />}
      {changeMark?.(item)}
    </>
  )
}
