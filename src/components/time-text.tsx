import { formatClockTime, formatExactTime, formatRelativeTime } from '../lib/format-time'
import { useNow } from './now'
import { useTimeFormat, useTimeZone } from './time-format'
import { UnknownValue } from './unknown-value'

export type TimeTextProps = { time: number | undefined }

/** An upload time as the operator chose to read times; the exact time on hover. */
export function TimeText({ time }: TimeTextProps) {
  const now = useNow()
  const format = useTimeFormat()
  const zone = useTimeZone()
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
