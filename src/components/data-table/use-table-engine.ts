import { loadOnce } from '../../lib/load-once'
import { useLoaded } from '../../lib/use-loaded'
import { useAfterFirstPaint } from '../../lib/when-idle'

/** React-table, the tables' engine (table-engine.ts): fetched once, for every table. */
export const tableEngine = loadOnce(() => import('./table-engine'))

type Engine = Awaited<ReturnType<typeof tableEngine.load>>

/**
 * The table's engine once it is in, else undefined: the table draws its first frame without it
 * (table-view.tsx), and it is asked for once the first rows are painted. It draws the same
 * elements, so it takes over whenever it arrives: nothing on screen changes, and nothing in use
 * (focus, a press, an open preview) is lost. If its file cannot be fetched, the table keeps
 * working without it, and the next table to mount asks again.
 */
export function useTableEngine(): Engine | undefined {
  return useLoaded(tableEngine, useAfterFirstPaint()).value
}
