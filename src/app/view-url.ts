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
}

export function readViewState(search: string): ViewState {
  const params = new URLSearchParams(search)
  const game = params.get('game')?.trim()
  const tab = params.get('tab')
  const status = params.get('status')
  return {
    game: game || undefined,
    tab: isListKind(tab) ? tab : 'builds',
    sort: parseSort(params.get('sort')) ?? defaultSort,
    q: params.get('q') ?? '',
    status: isStatusFilter(status) ? status : 'all',
    tags: readTagFilters(params.getAll('tag')),
    ...readPeriod(params.get('from'), params.get('to')),
  }
}

/** Writes the view into a query string, keeping parameters this module does not own. */
export function writeViewState(search: string, view: ViewState): string {
  const params = new URLSearchParams(search)
  for (const key of ['game', 'tab', 'sort', 'q', 'status', 'tag', 'from', 'to']) params.delete(key)
  if (view.game !== undefined) params.set('game', view.game)
  params.set('tab', view.tab)
  params.set('sort', formatSort(view.sort))
  if (view.q) params.set('q', view.q)
  if (view.status !== 'all') params.set('status', view.status)
  for (const tag of view.tags) params.append('tag', tag)
  if (view.from !== undefined) params.set('from', writeInstant(view.from))
  if (view.to !== undefined) params.set('to', writeInstant(view.to))
  return `?${params.toString()}`
}
