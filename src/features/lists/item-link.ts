import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { ApiClient } from '@/api/client'
import { useApiClient } from '@/api/client-context'
import type { RowLink } from '@/components/data-table/row-link-button'
import { itemIdOf } from '@/model/is-new'
import { listKindNames, type ListKind } from '@/model/list-kinds'
import { derived, type ListModel } from '@/model/list-model'
import type { ListItem } from '@/model/list-items'
import { listQueries } from './list-queries'
import { shownList } from './list-stream'

/** One item of one game: what a link to it names. */
export type ItemRef = { gameId: string; tab: ListKind; itemId: string }

/**
 * What "Copy link" does for a row: copy the dashboard's address of the item (the standalone
 * page), or hand the item to the host, which makes its own link (`onItemLink`, `itemlink`).
 */
export type ItemLinkAction = RowLink
export type LinkTo = (item: ItemRef) => ItemLinkAction

/**
 * The standalone page's address of an item: this page with the game, the tab and the item, and
 * nothing else of the view (the teammate opening it gets their own sort and no filter that could
 * hide it).
 */
export const pageLinkTo: LinkTo = ({ gameId, tab, itemId }) => {
  const url = new URL(window.location.pathname, window.location.origin)
  url.search = new URLSearchParams({ game: gameId, tab, item: itemId }).toString()
  return { copy: url.href }
}

/** Where in `list.items` the item with this id is, or -1: worked out once per list and id. */
export const indexOfItem = (list: ListModel, kind: ListKind, id: string): number =>
  derived(
    list,
    'item index',
    () => {
      const idOf = itemIdOf(kind)
      return list.items.findIndex((item) => idOf(item) === id)
    },
    id,
  )

/** Where the item a link names is: a tab whose list holds it, or not known (yet). */
export type ItemSearch =
  | { state: 'found'; tab: ListKind }
  /** A list that could hold it is still arriving. */
  | { state: 'looking' }
  /** Every list is whole (or failed), and none holds it. */
  | { state: 'unknown' }

/**
 * Looks for the item `itemId` in the open tab's list, then in the game's other lists, as the
 * query cache holds them: the tab counts ask for every list at once while an item is named
 * (asset-tabs.tsx). Read off the cache, not through more observers: `useQueries` alone would add
 * 1.5 kB to the start-up JavaScript.
 */
export function useItemSearch(
  gameId: string,
  tab: ListKind,
  itemId: string | undefined,
): ItemSearch | undefined {
  const client = useApiClient()
  const queryClient = useQueryClient()
  // What the search finds, as text React can compare: it runs again with every change of a list.
  const found = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => (itemId === undefined ? '' : search(queryClient, client, gameId, tab, itemId)),
  )
  if (found === '') return undefined
  return found === 'looking' || found === 'unknown'
    ? { state: found }
    : { state: 'found', tab: found }
}

function search(
  queryClient: QueryClient,
  client: ApiClient,
  gameId: string,
  tab: ListKind,
  itemId: string,
): ListKind | 'looking' | 'unknown' {
  // The open tab first: an id found there is not looked for anywhere else.
  const kinds = [tab, ...listKindNames.filter((kind) => kind !== tab)]
  let looking = false
  for (const kind of kinds) {
    const state = queryClient.getQueryState<ListModel<ListItem<ListKind>>>(
      listQueries.list(client, kind, gameId).queryKey,
    )
    const list = state?.data && shownList(state.data)
    if (list && indexOfItem(list, kind, itemId) >= 0) return kind
    if (state?.status !== 'error' && (!list || list.arriving)) looking = true
  }
  return looking ? 'looking' : 'unknown'
}
