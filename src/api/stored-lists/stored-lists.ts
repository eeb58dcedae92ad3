import { attempt, createListStore, storeExists, storeTime, type StoreState } from './list-store'
import { heardStoreState, storeState, subscribeStoreState } from './store-state'
import type { StoreRequest } from './store-load'

/**
 * The page's side of the lists kept on this device: which loads keep theirs, and the settings'
 * controls. The lists themselves are read and written where lists are read (store-load.ts: in
 * the list worker), never copied through the page.
 */
export type StoredLists = {
  /**
   * What a load of `list` asks of the store: none while storing is off or after `close`; the
   * stored list shown first only at the list's first load by this client (a refresh, a retry or
   * a poll has the list on screen already).
   */
  request: (list: string) => StoreRequest | undefined
  /** Whether lists are being kept now: storing is on, and this client's token not replaced. */
  keeps: () => boolean
  /** Drops every list stored on this device, here and for every tab. */
  clear: () => Promise<void>
  /** Drops every list stored on this device, and stores none after (a panel's old token's). */
  close: () => Promise<void>
  /** Whether lists can be stored here, as far as the store has found out. */
  state: () => StoreState
  subscribe: (listener: () => void) => () => void
}

let store: ReturnType<typeof createListStore> | undefined

/** Drops every list this device keeps (for code that holds no StoredLists: the element's move). */
export const clearStoredLists = (): Promise<void> =>
  attempt(() => (store ??= createListStore()).clear()).then(heardStoreState)

/**
 * For a page that keeps no lists (an iframe without `?persist=1`): drops what an earlier page of
 * it kept when it was opted in, without making the database where there is none.
 */
export async function dropListsKeptBefore(): Promise<void> {
  if (await storeExists()) await clearStoredLists()
}

/**
 * One API client's lists kept on this device, per API origin and token: a later visit shows the
 * last list at once, newest part first, marked as stored, while the list is asked for again
 * (docs/security.md). `enabled` is read at each load: the operator can turn storing off.
 */
export function createStoredLists({ enabled }: { enabled: () => boolean }): StoredLists {
  const restored = new Set<string>()
  let closed = false
  const keeps = () => !closed && enabled()
  return {
    keeps,
    request(list) {
      if (!keeps()) return undefined
      const restore = !restored.has(list)
      restored.add(list)
      return { list, restore, at: storeTime() }
    },
    clear: clearStoredLists,
    close() {
      closed = true
      return clearStoredLists()
    },
    state: storeState,
    subscribe: subscribeStoreState,
  }
}
