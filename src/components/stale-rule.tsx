import { useMemo } from 'react'
import { useDisplay } from './display-context'
import type { StatusClock } from '@/model/upload-status'

/** What an upload's status depends on: the page's clock and the stale threshold. */
export function useStatusClock(): StatusClock {
  const { now, staleAfter } = useDisplay()
  return useMemo(() => ({ now, staleAfter }), [now, staleAfter])
}
