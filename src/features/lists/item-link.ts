import { useQueries } from '@tanstack/react-query'
import { useApiClient } from '@/api/client-context'
import type { RowLink } from '@/components/data-table/row-link-button'
import { itemIdOf } from '@/model/is-new'
import { readItemId } from '@/model/item-id'
import { listKindNames, type ListKind } from '@/model/list-kinds'
import { derived, type ListModel } from '@/model/list-model'
import { listQueries } from './list-queries'

/** One item of one game: what a link to it names. */
export type ItemRef = { gameId: string; tab: ListKind; itemId: string }

/**
 * What "Copy link" does for a row: copy the dashboard's address of the item (the standalone
 * page), or hand the item to the host, which makes its own link (`onItemLink`, `itemlink`).
 */
export type LinkTo = (item: ItemRef) => RowLink

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

/**
 * A row's link, only if the dashboard would open it: an id it refuses (control characters, too
 * long) gets none, so no link it then refuses is copied, nor handed to a host (`itemlink`).
 */
export const linkToOpened = (linkTo: LinkTo, item: ItemRef): RowLink | undefined =>
  readItemId(item.itemId, String).id === item.itemId ? linkTo(item) : undefined

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
 * Looks for the item `itemId` in the open tab's list, then in the game's other lists. It only
 * watches them (`enabled` false): the tab counts ask for every list at once while an item is
 * named (asset-tabs.tsx).
 */
export function useItemSearch(
  gameId: string,
  tab: ListKind,
  itemId: string | undefined,
): ItemSearch | undefined {
  const client = useApiClient()
  // The open tab first: an id found there is not looked for anywhere else.
  const kinds = [tab, ...listKindNames.filter((kind) => kind !== tab)]
  return useQueries({
    queries:
      itemId === undefined
        ? []
        : kinds.map((kind) => listQueries.count(client, kind, gameId, false)),
    combine: (results): ItemSearch | undefined => {
      if (itemId === undefined) return undefined
      let looking = false
      for (const [index, kind] of kinds.entries()) {
        const result = results[index]
        const list = result?.data
        if (list && indexOfItem(list, kind, itemId) >= 0) return { state: 'found', tab: kind }
        if (result?.status !== 'error' && (!list || list.arriving)) looking = true
      }
      return { state: looking ? 'looking' : 'unknown' }
    },
  })
}
