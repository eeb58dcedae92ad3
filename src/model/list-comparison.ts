import type { ListKind } from './list-kinds'
import type { ListItem, UploadSummary } from './list-items'
import type { ListModel } from './list-model'

/*
 * What a comparison with an earlier state (release review) adds to a list, as the list view
 * takes it: the one contract between the two features. `Node` is what the screen draws (React's
 * ReactNode), so the model stays free of React.
 */

export type ListComparison<T extends UploadSummary, Node> = {
  /** The list today: the rows shown hold its items first, then the snapshot's removed since. */
  current: ListModel<T>
  /** Which rows the change filter keeps, by index into the rows' items; all when undefined. */
  keep?: ((index: number) => boolean) | undefined
  /** Above the toolbar: what is compared with, its filter, "Clear comparison". */
  banner: Node
  /** At the end of the figures: the counts per kind of change. */
  figures?: Node
  rowClassName?: ((item: T) => string | undefined) | undefined
}

/** A list shown with its changes: the list today, and the list view to draw with the rows. */
export type ComparedListProps<K extends ListKind, Node> = {
  kind: K
  gameId: string
  gameName: string
  noun: string
  /** The list today; a list still arriving is compared once it has all arrived. */
  list: ListModel<ListItem<K>>
  /** The list view, with the rows to show and what the comparison adds (none: the list as it is). */
  children: (rows: ListModel<ListItem<K>>, comparison?: ListComparison<ListItem<K>, Node>) => Node
}
