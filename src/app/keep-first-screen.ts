import { useEffect, type RefObject } from 'react'
import { matchQuery, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import type { TimeZone } from '@/components/time-format'
import { listQueries } from '@/features/lists/list-queries'
import { tokenStore } from '@/features/settings/token-store'
import { loadOnce } from '@/lib/load-once'
import type { ListModel } from '@/model/list-model'
import type { View } from '@/model/view'

const code = loadOnce(() => import('./first-screen-html'))
type ScreenCode = Awaited<ReturnType<typeof code.load>>

/** A page not at rest when its list came is looked at again this often, this many times. */
const RETRY_MS = 1_000
const MOST_TRIES = 30

/** Runs `run` once what the last change asked React to render is on the page: the next frame's task. */
const afterRender = (run: () => void) =>
  setTimeout(() => requestAnimationFrame(() => setTimeout(run, 0)), 0)

export type KeepFirstScreenOptions = {
  /** The page's frame, whose parent is `#root`. */
  rootRef: RefObject<HTMLElement | null>
  queryClient: QueryClient
  apiClient: ApiClient
  view: View
  zone: TimeZone
}

/**
 * The standalone page keeps, with its stored lists, the screen it shows of the open list: once
 * the list is whole and fresh from the API, and again as the page is hidden, each time only while
 * the page is at rest at the list's top (what the next visit opens on). The page shell paints it
 * on the next visit to the same address before any script has run (first-screen.ts), and the app
 * renders over it once it has the stored list (start.tsx). Nothing is kept while lists are not
 * stored (turned off, an iframe not opted in), and it goes with them.
 */
export function useKeepFirstScreen({
  rootRef,
  queryClient,
  apiClient,
  view: { game, tab },
  zone,
}: KeepFirstScreenOptions) {
  const { storedLists } = apiClient
  useEffect(() => {
    if (!storedLists || game === null) return
    const { queryKey } = listQueries.list(apiClient, tab, game)
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    let tries = 0
    const keep = (screens: ScreenCode) => {
      clearTimeout(retry)
      const root = rootRef.current?.parentElement
      const state = queryClient.getQueryState<ListModel>(queryKey)
      const list = state?.data
      if (stopped || !root || !list || list.arriving || list.storedAt !== undefined) return
      if (state.fetchStatus !== 'idle' || state.status !== 'success') return
      if (!screens.atRest(root)) {
        // The table still sorting a long list, a menu open, the list scrolled: a little later.
        if (tries++ < MOST_TRIES) retry = setTimeout(() => keep(screens), RETRY_MS)
        return
      }
      tries = 0
      const html = screens.screenHtml(root, state.dataUpdatedAt, zone)
      const search = window.location.search
      const token = tokenStore.get() !== undefined
      if (storedLists.keeps()) screens.keepScreen({ search, html, token, who: apiClient.identity })
    }
    const soon = () => {
      tries = 0
      afterRender(() => void code.load().then(keep, () => undefined))
    }
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && matchQuery({ queryKey, exact: true }, event.query)) soon()
    })
    const onHidden = () => {
      const loaded = code.current()
      if (document.visibilityState === 'hidden' && loaded) keep(loaded)
    }
    document.addEventListener('visibilitychange', onHidden)
    soon()
    return () => {
      stopped = true
      clearTimeout(retry)
      unsubscribe()
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [rootRef, queryClient, apiClient, storedLists, game, tab, zone])
}
