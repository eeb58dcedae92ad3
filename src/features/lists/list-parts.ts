import { createContext, type ComponentType, type ReactNode } from 'react'
import type { ListKind } from '@/model/list-kinds'
import type { ListItem, UploadSummary } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import type { RowFilter } from '@/model/row-filter'
import type { StatusClock } from '@/model/upload-status'
import type { ComparedListProps, ListComparison as Comparison } from '@/model/list-comparison'

/*
 * What the other features add to a list: the app fills these in (src/app/list-parts.tsx), so
 * the lists import no other feature, and a list without them (a test's) is a plain list.
 */

/** A list as it is shown, for the parts that act on it. */
export type ShownList<K extends ListKind = ListKind> = {
  kind: K
  gameId: string
  gameName: string
  noun: string
  /** When the list was fetched (epoch ms; 0 when not known). */
  fetchedAt: number
  /** The list today: a comparison's removed rows are not in it. */
  list: ListModel<ListItem<K>>
  /** The rows of `list` shown, as indexes into its items, in screen order. */
  order: Uint32Array
  /** The filter as applied: the search text once the table shows its rows. */
  filter: RowFilter
  onFilterChange: (patch: Partial<RowFilter>) => void
  clock: StatusClock
  /** Unique to this list on the page: for a part that pairs a control with a region. */
  id: string
}

/** What a comparison with a snapshot adds to a list view (model/list-comparison.ts). */
export type ListComparison<T extends UploadSummary> = Comparison<T, ReactNode>
export type ComparedProps<K extends ListKind> = ComparedListProps<K, ReactNode>

export type ListParts = {
  /** At the toolbar's end, after the filters. */
  Tools?: <K extends ListKind>(shown: ShownList<K>) => ReactNode
  /** In the filters, after the status and tags: filters of their own, as chips. */
  Filters?: <K extends ListKind>(shown: ShownList<K>) => ReactNode
  /** In the figures' line, before the newest upload. */
  Figures?: <K extends ListKind>(shown: ShownList<K>) => ReactNode
  /** Between the figures and the table. */
  Panel?: <K extends ListKind>(shown: ShownList<K>) => ReactNode
  /** After an item's name and its kind's own marks. */
  NameMarks?: ComponentType<{ item: UploadSummary }>
  /** The list shown another way: with the changes since a snapshot. */
  Compared?: <K extends ListKind>(props: ComparedProps<K>) => ReactNode
}

export const ListPartsContext = createContext<ListParts>({})
