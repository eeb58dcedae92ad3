import { useEffect, useState } from 'react'
import { formatExactTime, formatRelativeTime } from '@/lib/format-time'
import { useDisplay } from './display-context'

export type UpdatedTextProps = {
  /** When the list on screen arrived; 0 (React Query's "not yet") shows nothing. */
  time: number
}

const MINUTE = 60_000

/**
 * "Updated 12 s ago", the exact time on hover. It keeps its own clock: the page's (useDisplay) ticks
 * twice a minute, too coarse for seconds; this one ticks every second for the first minute, then
 * as each minute passes.
 */
export function UpdatedText({ time }: UpdatedTextProps) {
  const [now, setNow] = useState(Date.now)
  const zone = useDisplay().timeZone
  useEffect(() => {
    // From the age on screen, not the clock's: a late tick then still leads to a fresh one.
    const age = now - time
    const wait = age < MINUTE ? 1000 : MINUTE - (age % MINUTE)
    const timer = setTimeout(() => setNow(Date.now()), wait)
    return () => clearTimeout(timer)
  }, [time, now])
  if (!time) return null
  // A new answer can arrive between two ticks: read it as "just now", never "in 40 s".
  const since = Math.max(now, time)
  return (
    <span title={formatExactTime(time, zone)} className="text-sm whitespace-nowrap text-fg-muted">
      Updated <time dateTime={new Date(time).toISOString()}>{formatRelativeTime(time, since)}</time>
    </span>
  )
}
