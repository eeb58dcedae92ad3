import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

const NowContext = createContext<number | null>(null)

export type NowProviderProps = {
  /** A frozen instant (release review, `?asof=`): relative times and the stale rule use it. */
  fixedNow?: number | undefined
  children: ReactNode
}

/** One clock for every relative time on screen, ticking twice a minute (or frozen). */
export function NowProvider({ fixedNow, children }: NowProviderProps) {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (fixedNow !== undefined) return
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [fixedNow])
  return <NowContext value={fixedNow ?? now}>{children}</NowContext>
}

export function useNow(): number {
  const now = useContext(NowContext)
  if (now === null) throw new Error('useNow needs a <NowProvider> above it.')
  return now
}
