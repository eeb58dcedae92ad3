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

export type UpdateView = (patch: Partial<ViewState>, options?: { replace?: boolean }) => void

/**
 * The view from the URL, and a setter that pushes a history entry (so Back undoes it), or
 * replaces the current one (`replace`: for search text, which changes with every key).
 */
export function useViewState(): [ViewState, UpdateView] {
  const search = useSyncExternalStore(subscribe, getSearch)
  const view = getView(search)
  const update = useCallback<UpdateView>((patch, { replace = false } = {}) => {
    const current = getView(window.location.search)
    const next = writeViewState(window.location.search, { ...current, ...patch })
    if (next === window.location.search) return
    const url = next + window.location.hash
    if (replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
    window.dispatchEvent(new Event(NAVIGATE_EVENT))
  }, [])
  return [view, update]
}
