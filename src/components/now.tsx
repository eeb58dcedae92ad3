import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

const NowContext = createContext<number | null>(null)

/** One clock for every relative time on screen, ticking twice a minute. */
export function NowProvider({ children }: { children: ReactNode }) {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return <NowContext value={now}>{children}</NowContext>
}

export function useNow(): number {
  const now = useContext(NowContext)
  if (now === null) throw new Error('useNow needs a <NowProvider> above it.')
  return now
}
