import { lazyPart } from '@/lib/lazy-part'

/**
 * The comparison's code, a lazy seam (src/lazy-seams.ts): reading a snapshot file and the diff
 * with it, loaded when the first file is chosen or dropped (or the Compare menu is hovered).
 */
export const comparisonCode = lazyPart(() => import('./open-comparison'))
