import type { ListLoad } from '@/api/list-stream/list-load'
import type { ListKind } from '@/model/list-kinds.ts'
import type { ListItem } from '@/model/list-items'
import { itemIdOf } from '@/model/is-new'
import { listModel, type LastVisit, type ListModel } from '@/model/list-model'

/**
 * What a list's query is streamed (React Query's `streamedQuery`): the items so far at each
 * hand-over, then the whole list; or, when the list is refused after some of it was streamed,
 * `refused`, just before the failure.
 */
export type ListPart<T> = { items: readonly T[]; arriving: boolean } | 'refused'

/**
 * The list before any part of it: what a query streams from, and what a list refused part-way
 * goes back to. A query whose data is this has no list to show (see `shownList`).
 */
export const noList: ListModel<never> = listModel([], true)

/**
 * Folds a part into the query's list. Each part is the list so far, gathered once by the load
 * (which needs all of it for the whole list's checks), so folding one in makes its model: one
 * model per part, and per response, as every model is. A refused list is no list: its rows go
 * (README, "Bad data"), where `streamedQuery` would keep what it had written.
 */
export const addPart = <T extends ListItem<ListKind>>(
  _list: ListModel<T>,
  part: ListPart<T>,
  lastVisit?: LastVisit,
): ListModel<T> =>
  part === 'refused' ? noList : listModel(part.items, part.arriving, { lastVisit })

/**
 * What the operator saw at the last visit, for the list that replaces `shown`: a list restored
 * from this device's store is that visit's; a list that came after one keeps its last visit.
 */
export function lastVisitOf(kind: ListKind, shown: ListModel | undefined): LastVisit | undefined {
  if (shown?.storedAt === undefined) return shown?.lastVisit
  return { at: shown.storedAt, ids: new Set(shown.items.map(itemIdOf(kind))) }
}

/** The list a query's observers see: none while its data is `noList`. */
export const shownList = <T extends ListItem<ListKind>>(list: ListModel<T>) =>
  list === noList ? undefined : list

/**
 * A load as the stream its query reads: the items so far each time more have come (only the
 * latest, when several came while the query was busy), then the whole list, or its failure.
 */
export async function* listParts<K extends ListKind>(
  load: ListLoad<K>,
): AsyncGenerator<ListPart<ListItem<K>>> {
  let heard: readonly ListItem<K>[] | undefined
  let streamed: readonly ListItem<K>[] | undefined
  let wake = () => {}
  let ended = false
  const end = load.result.then(
    () => void (ended = true),
    () => void (ended = true),
  )
  const stop = load.follow((items) => {
    heard = items
    wake()
  })
  try {
    for (;;) {
      const more = new Promise<void>((resolve) => (wake = resolve))
      if (heard === streamed) await Promise.race([more, end])
      if (ended) break
      streamed = heard
      if (streamed) yield { items: streamed, arriving: true }
    }
  } finally {
    stop()
  }
  let whole: ListItem<K>[]
  try {
    whole = await load.result
  } catch (error) {
    if (streamed) yield 'refused'
    throw error
  }
  yield { items: whole, arriving: false }
}
