import { useContext, useDeferredValue, useEffect, useId, useMemo } from 'react'
import type { ListKind } from '@/model/list-kinds'
import type { ListModel } from '@/model/list-model'
import type { ListItem } from '@/model/list-items'
import { whenIdleEach } from '@/lib/when-idle'
import { DataTable } from '@/components/data-table/data-table'
import { filterOrder, isFiltering, noFilter, type RowFilter } from '@/model/row-filter'
import { rowOrder, sortKeyPreparations } from '@/model/row-order'
import type { SortState } from '@/model/sort'
import { onSortingChangeFor, toSorting } from './table-sort'
import type { TableColumn } from '@/components/data-table/table-features'
import { EmptyState } from '@/components/empty-state'
import { ItemWarningsNote } from './item-warnings-note'
import { ListToolbar } from './list-toolbar'
import { ListRefresh } from './list-refresh'
import { useCompact } from './panel-width'
import { useStatusClock } from '@/components/stale-rule'
import { SummaryStrip } from './summary-strip'
import { ListPartsContext, type ListComparison, type ShownList } from './list-parts'

/** From this many items on, a new list renders in a pass React may interrupt (below). */
const DEFER_FROM_ITEMS = 10_000

export type ListViewProps<K extends ListKind> = {
  /** The list's kind and game, for the parts that act on it (list-parts.ts). */
  kind: K
  gameId: string
  gameName: string
  /** When the list was fetched (epoch ms; 0 when not known). */
  fetchedAt: number
  label: string
  noun: string
  /** The response's list (or a comparison's rows), with what is derived from it. */
  list: ListModel<ListItem<K>>
  columns: TableColumn<ListItem<K>>[]
  rowHeight?: number | undefined
  sort: SortState
  onSortChange: (sort: SortState) => void
  filter: RowFilter
  onFilterChange: (patch: Partial<RowFilter>) => void
  /** The items carry tags: the search says so, and the toolbar shows the tag filters. */
  tagged?: boolean
  comparison?: ListComparison<ListItem<K>> | undefined
}

/**
 * A loaded list: its toolbar, figures, warnings and the table of the rows that pass the filter,
 * in the chosen order. Sorting and filtering read keys prepared once per response; the search
 * text is deferred, so typing stays smooth on 100,000 rows.
 *
 * A list still arriving shows what has arrived, and search, filters and sorting work on that and
 * follow as more comes: the API sends newest first, the default order, so the first screen is
 * final early, and an operator looking for one build need not wait for the rest. The figures say
 * "so far"; only the export waits, as a file must hold the whole list.
 */
export function ListView<K extends ListKind>({
  kind,
  gameId,
  gameName,
  fetchedAt,
  label,
  noun,
  list: given,
  columns,
  rowHeight,
  sort,
  onSortChange,
  filter,
  onFilterChange,
  tagged = false,
  comparison,
}: ListViewProps<K>) {
  const { Tools, Filters, Figures, Panel } = useContext(ListPartsContext)
  const compact = useCompact()
  const clock = useStatusClock()
  // A long list (more of one arriving, a refresh) is shown in a render React may interrupt:
  // the order, the filter and the figures of 100,000 items are each computed in a task of
  // their own, and the page (a console's, when embedded) answers input in between. A short
  // one is shown at once: there the extra pass cost more than it saved (30 ms later at 1,000).
  const deferred = useDeferredValue(given)
  const list = given.items.length < DEFER_FROM_ITEMS ? given : deferred
  const { items, arriving } = list
  const query = useDeferredValue(filter.query)
  const sorted = useMemo(() => rowOrder(list, sort, clock), [list, sort, clock])
  const { from, to } = filter
  const order = useMemo(
    () =>
      filterOrder(
        list,
        sorted,
        { query, status: filter.status, tags: filter.tags, since: filter.since, from, to },
        clock,
      ),
    [list, sorted, query, filter.status, filter.tags, filter.since, from, to, clock],
  )
  const keep = comparison?.keep
  const shownOrder = useMemo(() => (keep ? order.filter(keep) : order), [order, keep])
  // The figures and an export are of the list today: the removed items' rows are left out.
  const current = comparison?.current ?? list
  const currentOrder = useMemo(
    () =>
      current.items.length === items.length
        ? shownOrder
        : shownOrder.filter((index) => index < current.items.length),
    [shownOrder, current, items],
  )
  const id = useId()
  // Not for each part of a list that is still arriving: only for the whole list.
  useEffect(
    () => (arriving ? undefined : whenIdleEach(sortKeyPreparations(list, clock))),
    [list, clock, arriving],
  )
  const shown: ShownList<K> = {
    kind,
    gameId,
    gameName,
    noun,
    fetchedAt,
    list: current,
    order: currentOrder,
    filter: { ...filter, query },
    onFilterChange,
    clock,
    id,
  }
  // The table's form of the sort; kept while the sort is the same, as the table's state.
  const { column, direction } = sort
  const sorting = useMemo(() => toSorting({ column, direction }), [column, direction])

  return (
    <>
      {comparison?.banner}
      <ListToolbar
        noun={noun}
        filter={filter}
        onFilterChange={onFilterChange}
        tagged={tagged}
        filters={Filters?.(shown)}
        compact={compact ? { refresh: <ListRefresh kind={kind} gameId={gameId} /> } : undefined}
      >
        {Tools?.(shown)}
      </ListToolbar>
      <SummaryStrip
        items={current.items}
        shown={currentOrder.length}
        noun={noun}
        clock={clock}
        arriving={arriving}
        more={Figures?.(shown)}
        compact={compact}
      >
        {comparison?.figures}
      </SummaryStrip>
      {Panel?.(shown)}
      <ItemWarningsNote items={current.items} noun={noun} />
      {shownOrder.length === 0 && isFiltering(filter) ? (
        <EmptyState title={`No ${noun} match these filters${arriving ? ' so far' : ''}.`}>
          <button
            type="button"
            onClick={() => onFilterChange(noFilter)}
            className="font-medium text-accent-strong underline"
          >
            Show all {noun}
          </button>
        </EmptyState>
      ) : (
        <DataTable
          label={label}
          items={items}
          order={shownOrder}
          columns={columns}
          rowHeight={rowHeight}
          sorting={sorting}
          onSortingChange={onSortingChangeFor(sorting, onSortChange)}
          arriving={arriving}
          pending={query !== filter.query}
          rowClassName={comparison?.rowClassName}
        />
      )}
    </>
  )
}
