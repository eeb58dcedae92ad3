import { formatExactTime, formatRelativeTime } from '../lib/format-time'
import { useNow } from './now'
import { UnknownValue } from './unknown-value'

export type RelativeTimeProps = { time: number | undefined }

export function RelativeTime({ time }: RelativeTimeProps) {
  const now = useNow()
  if (time === undefined) return <UnknownValue what="time" />
  return (
    <time
      dateTime={new Date(time).toISOString()}
      title={formatExactTime(time)}
      className="whitespace-nowrap"
    >
      {formatRelativeTime(time, now)}
    </time>
  )
}
