import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { defaultStaleAfter } from '@/model/upload-status'
import type { TimeFormat, TimeZone } from './time-format'

/** How times read on screen, and the one clock relative times (and the stale rule) count from. */
export type Display = {
  /** Ticks twice a minute, or stands still at a frozen instant (release review, `?asof=`). */
  now: number
  timeFormat: TimeFormat
  timeZone: TimeZone
  /** How long an upload may stay incomplete before it counts as stale, in ms (`staleAfterHours`). */
  staleAfter: number
}

const DisplayContext = createContext<Display | null>(null)

export type DisplayProviderProps = Partial<Omit<Display, 'now'>> & {
  /** A frozen instant: relative times and the stale rule use it. */
  fixedNow?: number | undefined
  children: ReactNode
}

export function DisplayProvider({
  fixedNow,
  timeFormat = 'relative',
  timeZone = 'local',
  staleAfter = defaultStaleAfter,
  children,
}: DisplayProviderProps) {
  const [ticking, setNow] = useState(Date.now)
  useEffect(() => {
    if (fixedNow !== undefined) return
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [fixedNow])
  const now = fixedNow ?? ticking
  const display = useMemo(
    () => ({ now, timeFormat, timeZone, staleAfter }),
    [now, timeFormat, timeZone, staleAfter],
  )
  return <DisplayContext value={display}>{children}</DisplayContext>
}

export function useDisplay(): Display {
  const display = useContext(DisplayContext)
  if (display === null) throw new Error('useDisplay needs a <DisplayProvider> above it.')
  return display
}
