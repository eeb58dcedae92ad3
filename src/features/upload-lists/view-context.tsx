import { createContext, useContext } from 'react'
import type { ListKind } from '../../api/list-kinds'
import type { RowFilter } from './row-filter'
import type { SortState } from './sort'

/**
 * What the operator chose in a panel, and how to change it. The panel builds it once from its
 * props (controlled by a host or the standalone page's URL, or kept by itself); components read
 * it here instead of having it handed down level by level.
 */
export type PanelView = {
  /** Null before a game is chosen. */
  game: string | null
  tab: ListKind
  sort: SortState
  filter: RowFilter
  /** Undefined when the game is fixed by the host: no picker. */
  setGame: ((gameId: string) => void) | undefined
  setTab: (tab: ListKind) => void
  setSort: (sort: SortState) => void
  setFilter: (patch: Partial<RowFilter>) => void
}

export const ViewContext = createContext<PanelView | null>(null)

export function useView(): PanelView {
  const view = useContext(ViewContext)
  if (!view) throw new Error('useView needs a <ViewContext> above it.')
  return view
}
