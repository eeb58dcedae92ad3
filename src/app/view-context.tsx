import { createContext, useContext } from 'react'
import type { View } from '@/model/view'
import type { LinkTo } from '@/features/lists/item-link'
import type { HostColumns } from '@/features/lists/column-choice'

/**
 * The panel's view and how to change it. The panel makes it once from its props (controlled by
 * a host or the standalone page's URL, or kept by itself); components read it here instead of
 * having it handed down level by level.
 */
export type ViewControl = {
  view: View
  /** Changes part of the view: one history entry on the standalone page. */
  change: (patch: Partial<View>) => void
  /** The operator may pick another game: false when the host fixed it. */
  canPickGame: boolean
  /** What "Copy link" does for an item: none in an embedded panel whose host gives no links. */
  linkTo?: LinkTo | undefined
  /** The columns a host shows and what hears the operator's choice; none on the standalone page. */
  hostColumns?: HostColumns | undefined
}

export const ViewContext = createContext<ViewControl | null>(null)

export function useView(): ViewControl {
  const control = useContext(ViewContext)
  if (!control) throw new Error('useView needs a <ViewContext> above it.')
  return control
}
