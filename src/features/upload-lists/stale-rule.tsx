import { createContext, useContext, useMemo } from 'react'
import { DEFAULT_STALE_AFTER_HOURS } from '../../api/runtime-config'
import { useDisplay } from '../../components/display-context'
import type { StatusClock } from './row-order'
import { staleAfterMs } from './upload-status'

/** How long an upload may stay incomplete before it counts as stale (config.json `staleAfterHours`). */
export const StaleAfterContext = createContext(staleAfterMs(DEFAULT_STALE_AFTER_HOURS))

/** What an upload's status depends on: the page's clock and the stale threshold. */
export function useStatusClock(): StatusClock {
  const { now } = useDisplay()
  const staleAfter = useContext(StaleAfterContext)
  return useMemo(() => ({ now, staleAfter }), [now, staleAfter])
}
