import { useCallback, useSyncExternalStore } from 'react'
import { defaultSort, formatSort, parseSort, type SortState } from '../components/data-table/sort'

export const tabIds = ['builds', 'sites', 'avatars'] as const
export type TabId = (typeof tabIds)[number]

/** Everything the operator chose, mirrored in the URL so a link opens the same view. */
export type ViewState = { game: string | undefined; tab: TabId; sort: SortState }

const isTabId = (value: string | null): value is TabId =>
  (tabIds as readonly (string | null)[]).includes(value)

export function readViewState(search: string): ViewState {
  const params = new URLSearchParams(search)
  const game = params.get('game')?.trim()
  const tab = params.get('tab')
  return {
    game: game || undefined,
    tab: isTabId(tab) ? tab : 'builds',
    sort: parseSort(params.get('sort')) ?? defaultSort,
  }
}

/** Writes the view into a query string, keeping parameters this module does not own. */
export function writeViewState(search: string, view: ViewState): string {
  const params = new URLSearchParams(search)
  for (const key of ['game', 'tab', 'sort']) params.delete(key)
  if (view.game !== undefined) params.set('game', view.game)
  params.set('tab', view.tab)
  params.set('sort', formatSort(view.sort))
  return `?${params.toString()}`
}

const NAVIGATE_EVENT = 'viewstatechange'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(NAVIGATE_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(NAVIGATE_EVENT, onChange)
  }
}

const getSearch = () => window.location.search

let cached: { search: string; view: ViewState } | undefined

function getView(search: string): ViewState {
  if (cached?.search !== search) cached = { search, view: readViewState(search) }
  return cached.view
}

/** The view from the URL, and a setter that pushes a history entry (so Back undoes it). */
export function useViewState(): [ViewState, (patch: Partial<ViewState>) => void] {
  const search = useSyncExternalStore(subscribe, getSearch)
  const view = getView(search)
  const update = useCallback((patch: Partial<ViewState>) => {
    const current = getView(window.location.search)
    const next = writeViewState(window.location.search, { ...current, ...patch })
    if (next === window.location.search) return
    window.history.pushState(null, '', next + window.location.hash)
    window.dispatchEvent(new Event(NAVIGATE_EVENT))
  }, [])
  return [view, update]
}
