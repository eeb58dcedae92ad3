import { useCallback, useSyncExternalStore } from 'react'
import type { View } from '@/model/view'
import { readViewUrl, writeViewUrl, type ViewUrl } from './view-url'

const NAVIGATE_EVENT = 'viewstatechange'

export type SetView = (view: View, options?: { replace?: boolean }) => void

/** The standalone page's view, kept in its URL: made once at start-up (services.ts). */
export type ViewStore = {
  subscribe: (onChange: () => void) => () => void
  /** The view of the current URL and what in it could not be read: the same until it changes. */
  get: () => ViewUrl
}

/** A store over `window.location`, starting from what main.tsx already read from it. */
export function createViewStore(initial: ViewUrl): ViewStore {
  let cached = { search: window.location.search, read: initial }
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
      if (cached.search !== search) cached = { search, read: readViewUrl(search) }
      return cached.read
    },
  }
}

/**
 * The view from the URL, and a setter that pushes a history entry (so Back undoes it), or
 * replaces the current one (`replace`: for search text, which changes with every key).
 */
export function useViewState(store: ViewStore): [ViewUrl, SetView] {
  const read = useSyncExternalStore(store.subscribe, store.get)
  const set = useCallback<SetView>((view, { replace = false } = {}) => {
    const next = writeViewUrl(window.location.search, view)
    if (next === window.location.search) return
    const url = next + window.location.hash
    if (replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
    window.dispatchEvent(new Event(NAVIGATE_EVENT))
  }, [])
  return [read, set]
}
