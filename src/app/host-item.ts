import { useState } from 'react'
import { readItemId } from '@/model/item-id'

export type HostItem = {
  /** The item the panel opens: the host's, read and checked, unless the operator left it. */
  item: string | undefined
  /** Why the item named could not be opened, said in the panel. */
  problem: string | undefined
  /** The operator left the item (another tab or game, Dismiss): the host's stays closed. */
  leave: () => void
}

/**
 * The item a host opens (`itemId`, the element's `item-id`), or `view.item`: an id with control
 * characters or longer than any id is refused in words, as `?item=` is. The host's id opens once:
 * only another value (or none, then it again) reopens, else the panel would keep finding it and
 * turning back to its tab after the operator left it.
 */
export function useHostItem(itemId: string | undefined, viewItem: string | undefined): HostItem {
  const [given, setGiven] = useState({ itemId, left: false })
  if (given.itemId !== itemId) setGiven({ itemId, left: false })
  const left = given.itemId === itemId && given.left
  const named = itemId === undefined ? viewItem : left ? undefined : itemId
  const { id, problem } = readItemId(named, (echoed) => `The item id “${echoed}”`)
  return {
    item: id,
    problem,
    leave: () => {
      if (itemId !== undefined) setGiven({ itemId, left: true })
    },
  }
}
