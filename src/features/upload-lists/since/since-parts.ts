import { lazyWithPreload } from '../../../lib/lazy-with-preload'

/** "N new since …" in the figures: out of the start-up JavaScript, as `since` is rarely set. */
export const sinceFacts = lazyWithPreload(() =>
  import('./since-module').then((module) => module.SinceFacts),
)

/** The New badge beside a new item's name: from the same chunk. */
export const newBadge = lazyWithPreload(() =>
  import('./since-module').then((module) => module.NewBadge),
)
