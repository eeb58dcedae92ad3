import { useContext } from 'react'
import type { UploadSummary } from '../../../api/schemas'
import { useDisplay } from '../../../components/display-context'
import { formatClockTime } from '../../../lib/format-time'
import { markClass, markStyles } from '../mark-styles'
import { ViewContext } from '../view-context'
import { isNewSince } from './is-new'

/** "New" beside an item created after the panel's `since`; nothing otherwise. */
export function NewBadge({ item }: { item: UploadSummary }) {
  const since = useContext(ViewContext)?.filter.since
  const { timeZone } = useDisplay()
  if (since === undefined || !isNewSince(item, since)) return null
  const { label, className } = markStyles.new
  return (
    <span
      title={`Created after ${formatClockTime(since, timeZone)}`}
      className={`${markClass} ${className}`}
    >
      {label}
    </span>
  )
}
