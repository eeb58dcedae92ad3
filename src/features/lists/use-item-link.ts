import { useMemo } from 'react'
import type { UploadSummary } from '@/model/list-items'
import type { ListKind } from '@/model/list-kinds'
import { indexOfItem } from './item-link'
import type { ItemLinkState } from './item-link-note'
import type { ListRows } from './use-list-rows'

export type ItemLink = {
  /** The item's index in the rows' list, when its row is shown: the table's current row. */
  index?: number | undefined
  /** What to say instead, when it is not shown. */
  note?: ItemLinkState | undefined
}

/**
 * Where the item a link opened (`itemId`) is in a tab's rows: shown (the current row), hidden by
 * the search or a filter, not arrived yet, or in none of the game's lists (`unknown`, from the
 * search over every list, item-link.ts). Nothing while no item is named, or while it is in
 * another tab's list (that tab is about to open).
 */
export function useItemLink<T extends UploadSummary>(
  kind: ListKind,
  rows: ListRows<T>,
  itemId: string | undefined,
  unknown: boolean,
): ItemLink {
  const index = itemId === undefined ? -1 : indexOfItem(rows.list, kind, itemId)
  const shown = useMemo(() => index >= 0 && rows.order.indexOf(index) >= 0, [rows.order, index])
  if (itemId === undefined) return {}
  if (index < 0) {
    if (rows.list.arriving) return { note: { state: 'looking' } }
    return unknown ? { note: { state: 'unknown' } } : {}
  }
  if (shown) return { index }
  // A search typed but not applied yet may be about to show it.
  if (rows.pending) return {}
  return { note: { state: 'hidden', name: rows.list.items[index]?.name ?? '' } }
}
