import { useCallback, useSyncExternalStore } from 'react'
import { readViewState, writeViewState, type ViewState } from './view-url'

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
