import { useMemo, useSyncExternalStore } from 'react'
import { isNew, itemIdOf, type NewRule } from '@/model/is-new'
import type { ListKind } from '@/model/list-kinds'
import type { LastVisit, ListModel } from '@/model/list-model'

/*
 * "Mark as seen": the list the operator saw, in place of the last visit it answers. Kept beside
 * the query cache, never written into it (nor into the lists stored on this device): keyed by the
 * last visit, which every refresh after a visit carries, so that a list that comes later is
 * compared with what was marked, and a reload starts from the list stored then.
 */
const seen = new WeakMap<LastVisit, LastVisit>()
const listeners = new Set<() => void>()
let marks = 0

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const marksMade = () => marks

/** What is new since the operator's last visit, or undefined: no last visit, or nothing new. */
export function useLastVisitRule(
  kind: ListKind,
  list: ListModel,
  /** A comparison is open: it says what changed, and the last visit marks nothing. */
  compared: boolean,
): NewRule | undefined {
  useSyncExternalStore(subscribe, marksMade, marksMade)
  const visit = list.lastVisit && (seen.get(list.lastVisit) ?? list.lastVisit)
  return useMemo(() => {
    if (!visit || compared) return undefined
    const rule: NewRule = { by: 'visit', lastVisit: visit, idOf: itemIdOf(kind) }
    return list.items.some((item) => isNew(item, rule)) ? rule : undefined
  }, [kind, list, visit, compared])
}

/** The list shown, read at `readAt`, becomes what the operator has seen: its items are not new. */
export function markSeen(kind: ListKind, list: ListModel, readAt: number) {
  if (!list.lastVisit) return
  const idOf = itemIdOf(kind)
  seen.set(list.lastVisit, { at: readAt, ids: new Set(list.items.map(idOf)) })
  marks += 1
  for (const listener of listeners) listener()
}
