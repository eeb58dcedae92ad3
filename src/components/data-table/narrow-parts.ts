import { lazyWithPreload } from '../../lib/lazy-with-preload'

/*
 * What only a narrow table shows, out of the start-up JavaScript: preloaded with the app
 * (vite.config.ts) and before a list's first render (features/upload-lists/deferred-parts.ts),
 * so a narrow first screen has it at once, and a wide one never needs it.
 */

/** The folded columns' values under the primary value. */
export const foldedValues = lazyWithPreload(() =>
  import('./narrow-parts-module').then((module) => module.FoldedValues),
)

/** Every way the table sorts, as one menu, for columns folded out of the header. */
export const sortMenu = lazyWithPreload(() =>
  import('./narrow-parts-module').then((module) => module.SortMenu),
)

export const preloadNarrowParts = () =>
  Promise.all([foldedValues.preload(), sortMenu.preload()]).then(() => undefined)
