import { ApiError } from '@/api/errors'
import { readList, type ReadListEnd, type ReadListRequest } from '@/api/list-stream/read-list'
import type { ListKind } from '@/model/list-kinds'
import type { ListItem } from '@/model/list-items'
import {
  attempt,
  createListStore,
  storeExists,
  type ListStore,
  type StoreState,
} from './list-store'

/** What a load asks of the lists kept on this device (stored-lists.ts decides it on the page). */
export type StoreRequest = {
  /** The list's own key (API, game, kind); whose it is comes from the token the load sends. */
  list: string
  /** Whether to show the stored list first: only the first load of a list on a page does. */
  restore: boolean
  /** When the list is asked for, on the page's clock (storeTime): a clear after it keeps it out. */
  at: number
}

/**
 * A stored list's part as it is read, newest first. `show`: the page shows the list so far with
 * it (the first part, and the last, which makes the list `whole`).
 */
export type StoredPart = { items: unknown[]; whole: boolean; at: number; show: boolean }

/**
 * How long a stored list may take to start arriving once the API's items are there to show; past
 * it (IndexedDB blocked by another tab's upgrade, say), or once it failed or had no items, only
 * the API's list is shown. Once its first part is shown, the rest is waited for. The clock starts
 * with the API's items, so a slow store is never cut short while the API has nothing to show;
 * a read begins in tens of ms on an idle device, so only a store that hangs waits it out.
 */
export const RESTORE_MS = 5_000

let store: ListStore | undefined
const lists = () => (store ??= createListStore())

/** The token the load sends, from its header: half of whose lists these are. */
const tokenOf = (headers: Record<string, string>) => headers.authorization ?? ''

/**
 * Reads a list as readList does, with the lists kept on this device: the stored list first
 * (`onStored`, newest part first), then the API's items (`onItems`, never before the stored list
 * is whole or given up on); the whole list is stored once read unless the lists were cleared
 * meanwhile. A refused token (401, 403) drops all stored lists. `onState` hears if the store works.
 */
export async function readWithStore<K extends ListKind>(
  request: ReadListRequest<K> & { store?: StoreRequest | undefined },
  signal: AbortSignal,
  onItems: (items: ListItem<K>[]) => void,
  onStored: (part: StoredPart) => void,
  onState: (state: StoreState, written?: number) => void,
): Promise<ReadListEnd> {
  const wanted = request.store
  if (!wanted) return readList(request, signal, onItems)
  // A device that never kept a list (a first visit) has none to show: nothing is waited for.
  const kept = wanted.restore ? storeExists() : Promise.resolve(false)
  const store = lists()
  const origin = new URL(request.url, globalThis.location.href).origin
  const identity = store.identity(origin, tokenOf(request.headers))
  const key = identity.then((whose) => whose && `${whose} ${wanted.list}`)
  // Awaited later, or not at all (no list to show, none read): it fails unheard.
  key.catch(() => undefined)

  let late = false
  let isBegun = false
  let begun!: () => void
  const firstPart = new Promise<void>((resolve) => (begun = resolve))
  const restored = wanted.restore
    ? restore(
        store,
        kept.then((exists) => (exists ? key : undefined)),
        () => late,
        onStored,
        () => ((isBegun = true), begun()),
      ).catch(() => undefined)
    : Promise.resolve()
  const items: ListItem<K>[] = []
  let answered!: () => void
  const firstItems = new Promise<void>((resolve) => (answered = resolve))
  const read = readList(request, signal, (batch) => handOver(batch))
  // An API that answered with no items, or failed, has something to show instead as well.
  read.then(answered, answered)
  const shown = Promise.race([
    firstPart,
    restored,
    firstItems.then(() => new Promise<void>((resolve) => setTimeout(resolve, RESTORE_MS))),
  ])
    .then(() => (isBegun ? restored : undefined))
    .then(() => void (late = true))

  // In the order they came, each after the stored list.
  function handOver(batch: ListItem<K>[]) {
    answered()
    for (const item of batch) items.push(item)
    void shown.then(() => onItems(batch))
  }
  let ended: ReadListEnd
  try {
    ended = await read
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      void attempt(() => store.clear()).then(onState)
    }
    await shown
    throw error
  }
  await shown
  const { at } = wanted
  let written: number | undefined
  void attempt(async () => {
    // In a task of its own, after the list's end has gone to the page: cutting and copying
    // 100,000 builds for the store takes the worker hundreds of ms, which held every row known.
    await new Promise((resolve) => setTimeout(resolve))
    const whose = await key
    if (!whose || signal.aborted) return
    if (await store.write(whose, items, at)) written = items.length
  }).then((state) => onState(state, written))
  return ended
}

async function restore(
  store: ListStore,
  key: Promise<string | undefined>,
  isLate: () => boolean,
  onStored: (part: StoredPart) => void,
  begun: () => void,
) {
  const whose = await key
  if (!whose || isLate()) return
  await store.read(whose, (items, index, { parts, at }) => {
    if (isLate()) return
    if (index === 0) begun()
    const whole = index === parts - 1
    onStored({ items, whole, at, show: index === 0 || whole })
  })
}

export const clearStore = () => attempt(() => lists().clear())
