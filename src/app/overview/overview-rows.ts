import type { GameOption } from '@/features/games/game-options'
import { summarize } from '@/features/lists/summary-strip'
import type { Bytes } from '@/lib/format-size'
import { listKindNames, type ListKind } from '@/model/list-kinds'
import { derived, type ListModel } from '@/model/list-model'
import type { StatusClock } from '@/model/upload-status'

/** One kind's figures for a game, as its list has arrived so far. */
export type KindFigures = {
  count: number
  /** Bytes of the complete items. */
  completeBytes: Bytes
  uploading: number
  stale: number
  /** The newest upload's time (ms), if any has one. */
  newest: number | undefined
  /** More items are on their way: the figures are of those so far. */
  arriving: boolean
}

/** A kind's list for a game: not asked for yet (or on its way), failed, or (partly) arrived. */
export type KindState =
  | { state: 'waiting' }
  | { state: 'failed'; error: Error; retry: () => void }
  | ({ state: 'read' } & KindFigures)

export type OverviewRow = {
  game: GameOption
  kinds: Record<ListKind, KindState>
}

/** A list's figures, kept on its model: each part of an arriving list is counted once. */
export function figuresOf(list: ListModel, clock: StatusClock): KindFigures {
  return derived(
    list,
    'overview figures',
    () => {
      const summary = summarize(list.items, clock)
      return {
        count: summary.total,
        completeBytes: summary.completeBytes,
        uploading: summary.byStatus.uploading,
        stale: summary.byStatus.stale,
        newest: summary.newest,
        arriving: list.arriving,
      }
    },
    `${clock.now} ${clock.staleAfter}`,
  )
}

/**
 * The state a list query's result shows: its items so far win over a failure to refresh; `retry`
 * asks for the list again.
 */
export function kindState(
  result: { data?: ListModel | undefined; error: Error | null },
  clock: StatusClock,
  retry: () => void,
): KindState {
  if (result.data) return { state: 'read', ...figuresOf(result.data, clock) }
  if (result.error) return { state: 'failed', error: result.error, retry }
  return { state: 'waiting' }
}

/** Whether any kind of the row has an upload of this status. */
export const hasStatus = (row: OverviewRow, status: 'uploading' | 'stale') =>
  listKindNames.some((kind) => {
    const state = row.kinds[kind]
    return state.state === 'read' && state[status] > 0
  })
