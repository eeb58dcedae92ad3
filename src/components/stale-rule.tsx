import { createContext, useContext } from 'react'
import { DEFAULT_STALE_AFTER_HOURS } from '../api/runtime-config'
import { staleAfterMs } from './upload-status'

/** How long an upload may stay incomplete before it counts as stale (config.json `staleAfterHours`). */
export const StaleAfterContext = createContext(staleAfterMs(DEFAULT_STALE_AFTER_HOURS))

export const useStaleAfterMs = () => useContext(StaleAfterContext)
