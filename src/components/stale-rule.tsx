import { createContext, useContext, useMemo } from 'react'
import { useDisplay } from './display-context'
import type { StatusClock } from '@/model/upload-status'
import { defaultStaleAfter } from '@/model/upload-status'

/** How long an upload may stay incomplete before it counts as stale (config.json `staleAfterHours`). */
export const StaleAfterContext = createContext(defaultStaleAfter)

/** What an upload's status depends on: the page's clock and the stale threshold. */
export function useStatusClock(): StatusClock {
  const { now } = useDisplay()
  const staleAfter = useContext(StaleAfterContext)
  return useMemo(() => ({ now, staleAfter }), [now, staleAfter])
}
