import { formatClockTime, formatExactTime, formatRelativeTime } from '@/lib/format-time'
import { useDisplay } from './display-context'
import { UnknownValue } from './unknown-value'

export type TimeTextProps = { time: number | undefined }

/** An upload time as the operator chose to read times; the exact time on hover. */
export function TimeText({ time }: TimeTextProps) {
  const { now, timeFormat: format, timeZone: zone } = useDisplay()
  if (time === undefined) return <UnknownValue what="time" />
  return (
    <time
      dateTime={new Date(time).toISOString()}
      title={formatExactTime(time, zone)}
      className="whitespace-nowrap"
    >
      {format === 'relative'
        ? formatRelativeTime(time, now)
        : formatClockTime(time, zone === 'utc' ? 'utc' : format)}
    </time>
  )
}
