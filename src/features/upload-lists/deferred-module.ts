/*
 * The one chunk deferred-parts.ts loads: the parts of a list's screen that wait for its list.
 * One module, so they come as one file, not a request each.
 */
export { ExportButtons } from './export/export-buttons'
export { ItemWarningsNote } from './item-warnings-note'
export { ListRefresh } from './list-refresh'
