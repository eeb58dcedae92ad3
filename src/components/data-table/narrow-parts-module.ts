/*
 * The one chunk narrow-parts.ts loads: what only a narrow table shows (its folded values and its
 * sort menu), so a wide one never loads it.
 */
export { FoldedValues } from './folded-values'
export { SortMenu } from './sort-menu'
