import type { ListPart } from '@/api/list-stream/list-load'
import type { ListKind } from '@/model/list-kinds'
import type { ListItem } from '@/model/list-items'
import { itemIdOf } from '@/model/is-new'
import { listModel, type LastVisit, type ListModel } from '@/model/list-model'

/** The list before any part of it: what a query streams from. It shows as no list (`shownList`). */
export const noList: ListModel<never> = listModel([], true)

/**
 * What the operator saw at the last visit, for the list that replaces `shown`: a list restored
 * from this device's store is that visit's; a list that came after one keeps its last visit.
 */
function lastVisitOf(kind: ListKind, shown: ListModel): LastVisit | undefined {
  if (shown.storedAt === undefined) return shown.lastVisit
  return { at: shown.storedAt, ids: new Set(shown.items.map(itemIdOf(kind))) }
}

/**
 * `streamedQuery`'s reducer; its accumulator is the cached list. A whole list (the last one read,
 * or the one this device kept) stays until the new one is whole, and if the new one fails; a list
 * not whole (none yet, one left part-way, one refused) gives way to each part as it comes. Each
 * part is the list so far, gathered once by the load, so folding it in makes its model: one model
 * per part, and per response, as every model is.
 */
export const addPart =
  (kind: ListKind) =>
  <T extends ListItem<ListKind>>(list: ListModel<T>, part: ListPart<T>): ListModel<T> => {
    if (!list.arriving && part.arriving) return list
    // A stored list is the last visit itself; what comes after it is compared with it.
    const { items, arriving, storedAt } = part
    if (storedAt !== undefined) return listModel(items, arriving, { storedAt })
    return listModel(items, arriving, { lastVisit: lastVisitOf(kind, list) })
  }

/**
 * The list a query's observers see: none while nothing of it has come (before its first part, or
 * after a list refused part-way, whose rows go: README, "Bad data").
 */
export const shownList = <T extends ListItem<ListKind>>(list: ListModel<T>) =>
  list.arriving && list.items.length === 0 ? undefined : list
