import { lazyWithPreload } from '../../lib/lazy-with-preload'

/*
 * Parts of a list's screen kept out of the start-up JavaScript: start.tsx fetches them alongside
 * the first list and has them before its first render (a panel mounted by a host fetches them
 * when its first list is on its way), so the first rows never wait for them.
 */

/** The note above a table whose items came with unreadable values: most lists have none. */
export const warningsNote = lazyWithPreload(() =>
  import('./item-warnings-note').then((module) => module.ItemWarningsNote),
)

/** Refresh, auto-refresh and "Updated … ago": of no use before the list has arrived. */
export const listRefresh = lazyWithPreload(() =>
  import('./list-refresh').then((module) => module.ListRefresh),
)

/** Settles once every deferred part is in (or has failed: the render then tries again). */
export const preloadDeferredParts = () =>
  Promise.all([warningsNote.preload(), listRefresh.preload()]).then(() => undefined)
