import { formatExactTime, formatRelativeTime } from '../lib/format-time'
import { useNow } from './now'

export type RelativeTimeProps = { time: number }

export function RelativeTime({ time }: RelativeTimeProps) {
  const now = useNow()
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
