import { loadOnce } from '@/lib/load-once'
import type { StoredLists, StoredListsOptions } from './stored-lists'

/*
 * The embedded forms keep lists only when the host gives `persist`: most hosts never do, so
 * their code (the persister, IndexedDB's wrapper) loads then, and the others do not carry it
 * (about 1.5 kB gzipped in the React form, 2.4 kB in the element). The standalone page keeps
 * lists by default and imports stored-lists.ts at start-up (app/services.ts).
 */
const code = loadOnce(() => import('./stored-lists'))

/** createStoredLists, its code loaded with the first list asked for. */
export function lazyStoredLists(options: StoredListsOptions): StoredLists {
  const made = loadOnce(() => code.load().then((module) => module.createStoredLists(options)))
  return {
    async persister(queryFn, context, query) {
      // Code that could not be fetched keeps nothing: the list is asked for as it would be.
      const lists = await made.load().catch(() => undefined)
      return lists ? lists.persister(queryFn, context, query) : queryFn(context)
    },
    identity: () =>
      made
        .load()
        .then((lists) => lists.identity())
        .catch(() => undefined),
    clear: () => made.load().then((lists) => lists.clear()),
    close: () => made.load().then((lists) => lists.close()),
    state: () => made.current()?.state() ?? 'working',
    subscribe(listener) {
      let unsubscribe: (() => void) | undefined
      let isSubscribed = true
      void made.load().then((lists) => {
        if (isSubscribed) unsubscribe = lists.subscribe(listener)
      })
      return () => {
        isSubscribed = false
        unsubscribe?.()
      }
    },
  }
}

/** Drops every list kept on this device, loading the code to do it. */
export const clearKeptLists = (): Promise<void> =>
  code.load().then((module) => module.clearStoredLists())
