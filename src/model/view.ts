import type { ListKind } from './list-kinds'
import type { OverviewSort } from './overview-sort'
import { noFilter, type RowFilter } from './row-filter'
import { defaultSort, type SortState } from './sort'

/**
 * What the operator is looking at in a panel: the game, the tab, the sort and every filter
 * (search, status, tags, the chart's period, `since`). The standalone page keeps it in its URL
 * (app/view-url.ts), a host in its own state, or the panel keeps it itself.
 */
export type View = RowFilter & {
  /** Null before a game is chosen. */
  game: string | null
  tab: ListKind
  sort: SortState
  /**
   * The item a link opened (its id: `build_id`, `site_id`, an avatar's `upload_id`), shown as the
   * current row with its details open; its tab is found when it is not the one open. Another
   * game or tab leaves it.
   */
  item?: string | undefined
  /** With no game chosen: every game's figures (none, the default), or their uploads lately. */
  overview?: OverviewView | undefined
  /** The order of the overview's games; by name when none. */
  overviewSort?: OverviewSort | undefined
}

export const overviewViews = ['games', 'lately'] as const
export type OverviewView = (typeof overviewViews)[number]
export const isOverviewView = (value: string | null): value is OverviewView =>
  (overviewViews as readonly (string | null)[]).includes(value)

/** Every part, those that are none too: `onViewChange` hands a host a view with each key. */
export const defaultView: View = {
  game: null,
  tab: 'builds',
  sort: defaultSort,
  ...noFilter,
  since: undefined,
  item: undefined,
  overview: undefined,
  overviewSort: undefined,
}

export function filterOf(view: View): RowFilter {
  const { query, status, tags, since, from, to } = view
  return { query, status, tags, since, from, to }
}

/**
 * `own` with the parts a host gives: a part that may be none (the filters but the search and
 * status, `item`) is the host's by its key, `undefined` meaning none; the others by a value
 * (`null` is a game: none yet), so a host that passes `undefined` leaves them to the panel.
 */
export function viewWith(own: View, parts: Partial<View> = {}): View {
  const {
    game = own.game,
    tab = own.tab,
    sort = own.sort,
    query = own.query,
    status = own.status,
  } = parts
  return { ...own, ...parts, game, tab, sort, query, status }
}
