import { useDisplay } from '@/components/display-context'
import { formatClockTime } from '@/lib/format-time'
import { markClass, markStyles } from '@/components/mark-styles'

/** "New" beside an item created after the panel's `since` (name-cell.tsx decides which). */
export function NewBadge({ since }: { since: number }) {
  const { timeZone } = useDisplay()
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
