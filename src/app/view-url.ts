import { isListKind, type ListKind } from '../api/list-kinds'
import { readTagFilters } from '../features/upload-lists/builds/build-tags'
import { isStatusFilter, type StatusFilter } from '../features/upload-lists/row-filter'
import { readPeriod, writeInstant } from '../features/upload-lists/chart/period'
import { defaultSort, formatSort, parseSort, type SortState } from '../features/upload-lists/sort'

/*
 * The view's URL form, with no React in it: the boot script reads it too, before React loads.
 */

/** Everything the operator chose, mirrored in the URL so a link opens the same view. */
export type ViewState = {
  game: string | undefined
  tab: ListKind
  sort: SortState
  /** Search text (`q`), empty for none. */
  q: string
  /** Status filter (`status`), `all` for none. */
  status: StatusFilter
  /** Build tag filters (`tag`, repeated): `key:value` or `key`. */
  tags: readonly string[]
  /** Creation period the chart chose (`from`, `to`: RFC 3339 instants), [from, to). */
  from?: number | undefined
  to?: number | undefined
  /**
   * `since`, as the URL gives it: items created after it are marked new. Read as a time by the
   * page (since/since-param.ts), which names a value that is not RFC 3339; kept as text here, so
   * that this module, loaded before everything else, carries no date parser.
   */
  since?: string | undefined
}

export function readViewState(search: string): ViewState {
  const params = new URLSearchParams(search)
  const game = params.get('game')?.trim()
  const tab = params.get('tab')
  const status = params.get('status')
  const since = params.get('since')?.trim() || undefined
  return {
    game: game || undefined,
    tab: isListKind(tab) ? tab : 'builds',
    sort: parseSort(params.get('sort')) ?? defaultSort,
    q: params.get('q') ?? '',
    // "New only" means nothing without a time to be new after.
    status: isStatusFilter(status) && (status !== 'new' || since !== undefined) ? status : 'all',
    tags: readTagFilters(params.getAll('tag')),
    ...readPeriod(params.get('from'), params.get('to')),
    since,
  }
}

/** Writes the view into a query string, keeping parameters this module does not own. */
export function writeViewState(search: string, view: ViewState): string {
  const params = new URLSearchParams(search)
  for (const key of ['game', 'tab', 'sort', 'q', 'status', 'tag', 'from', 'to', 'since']) {
    params.delete(key)
  }
  if (view.game !== undefined) params.set('game', view.game)
  params.set('tab', view.tab)
  params.set('sort', formatSort(view.sort))
  if (view.q) params.set('q', view.q)
  if (view.status !== 'all') params.set('status', view.status)
  for (const tag of view.tags) params.append('tag', tag)
  if (view.from !== undefined) params.set('from', writeInstant(view.from))
  if (view.to !== undefined) params.set('to', writeInstant(view.to))
  if (view.since !== undefined) params.set('since', view.since)
  return `?${params.toString()}`
}
