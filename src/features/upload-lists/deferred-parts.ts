import { preloadCopyButton } from '../../components/short-id'
import { lazyWithPreload } from '../../lib/lazy-with-preload'

/*
 * Parts of a list's screen kept out of the start-up JavaScript. main.tsx asks for them as soon
 * as the first list's request is out, so they arrive while the app chunk loads; start.tsx has
 * them before its first render (a panel mounted by a host fetches them when its first list is
 * on its way), so the first rows never wait for them.
 */

/** The note above a table whose items came with unreadable values: most lists have none. */
export const warningsNote = lazyWithPreload(() =>
  import('./deferred-module').then((module) => module.ItemWarningsNote),
)

/** Refresh, auto-refresh and "Updated … ago": of no use before the list has arrived. */
export const listRefresh = lazyWithPreload(() =>
  import('./deferred-module').then((module) => module.ListRefresh),
)

/** "Export CSV" and "Export JSON": of no use before the list has arrived either. */
export const exportButtons = lazyWithPreload(() =>
  import('./deferred-module').then((module) => module.ExportButtons),
)

/**
 * The chart's toggle (with the period it filters by, beside the other filters) and its place
 * above the table.
 */
export const chartToggle = lazyWithPreload(() =>
  import('./deferred-module').then((module) => module.ChartToggle),
)
export const chartSlot = lazyWithPreload(() =>
  import('./deferred-module').then((module) => module.ChartSlot),
)

/**
 * Settles once every deferred part, the ids' copy buttons among them, is in (or has failed: the
 * render then tries again). Asking again while they load joins the same requests.
 */
export const preloadDeferredParts = () =>
  Promise.all([
    preloadCopyButton(),
    warningsNote.preload(),
    listRefresh.preload(),
    exportButtons.preload(),
    chartToggle.preload(),
    chartSlot.preload(),
  ]).then(() => undefined)
