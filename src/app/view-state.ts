import { useCallback, useSyncExternalStore } from 'react'
import { readViewState, writeViewState, type ViewState } from './view-url'

const NAVIGATE_EVENT = 'viewstatechange'

export type UpdateView = (patch: Partial<ViewState>, options?: { replace?: boolean }) => void

/** The standalone page's view, kept in its URL: made once at start-up (services.ts). */
export type ViewStore = {
  subscribe: (onChange: () => void) => () => void
  /** The view of the current URL: the same object until the URL changes. */
  get: () => ViewState
}

/** A store over `window.location`, starting from the view main.tsx already read from it. */
export function createViewStore(initial: ViewState): ViewStore {
  let cached = { search: window.location.search, view: initial }
  return {
    subscribe(onChange) {
      window.addEventListener('popstate', onChange)
      window.addEventListener(NAVIGATE_EVENT, onChange)
      return () => {
        window.removeEventListener('popstate', onChange)
        window.removeEventListener(NAVIGATE_EVENT, onChange)
      }
    },
    get() {
      const search = window.location.search
      if (cached.search !== search) cached = { search, view: readViewState(search) }
      return cached.view
    },
  }
}

/**
 * The view from the URL, and a setter that pushes a history entry (so Back undoes it), or
 * replaces the current one (`replace`: for search text, which changes with every key).
 */
export function useViewState(store: ViewStore): [ViewState, UpdateView] {
  const view = useSyncExternalStore(store.subscribe, store.get)
  const update = useCallback<UpdateView>(
    (patch, { replace = false } = {}) => {
      const next = writeViewState(window.location.search, { ...store.get(), ...patch })
      if (next === window.location.search) return
      const url = next + window.location.hash
      if (replace) window.history.replaceState(null, '', url)
      else window.history.pushState(null, '', url)
      window.dispatchEvent(new Event(NAVIGATE_EVENT))
    },
    [store],
  )
  return [view, update]
}
