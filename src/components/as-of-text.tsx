import { formatDayClockTime, formatExactTime } from '@/lib/format-time'
import { useDisplay } from './display-context'

export type AsOfTextProps = {
  /** When the list on screen was read (a list kept on this device from an earlier visit). */
  time: number
  /** A fresh list is being asked for. */
  checking: boolean
}

/**
 * "As of yesterday 18:04, checking…", in place of "Updated … ago" while the list shown is an
 * earlier visit's; the exact time on hover. Without "checking…" once asking failed: the list is
 * still that old, and the failure says why.
 */
export function AsOfText({ time, checking }: AsOfTextProps) {
  const { now, timeZone } = useDisplay()
  return (
    <span
      title={formatExactTime(time, timeZone)}
      className="text-sm whitespace-nowrap text-fg-muted"
    >
      As of{' '}
      <time dateTime={new Date(time).toISOString()}>{formatDayClockTime(time, now, timeZone)}</time>
      {checking && ', checking…'}
    </span>
  )
}
