import { useDeferredValue, useEffect, useId, useMemo, useRef, type ReactNode } from 'react'
import type { ListModel } from './list-model'
import type { UploadSummary } from '../../api/schemas'
import { whenIdle } from '../../lib/when-idle'
import { DataTable } from '../../components/data-table/data-table'
import { filterOrder, isFiltering, noFilter, type RowFilter } from './row-filter'
import { prepareSortKeys, rowOrder } from './row-order'
import { onSortingChangeFor, toSorting, type SortState } from './sort'
import type { TableColumn } from '../../components/data-table/table-features'
import { EmptyState } from '../../components/empty-state'
import { exportRows, type ExportSource } from './export/export-rows'
import { ChartSlot, ChartToggle } from './chart/chart-slot'
import { ExportButtons } from './export/export-buttons'
import { ItemWarningsNote } from './item-warnings-note'
import { ListToolbar } from './list-toolbar'
import { useStatusClock } from './stale-rule'
import { SummaryStrip } from './summary-strip'

/** What a comparison with a snapshot adds to a list (compare-ui/compared-list.tsx). */
export type ListComparison<T extends UploadSummary> = {
  /** The list today: the shown list holds its items first, then the snapshot's removed since. */
  current: ListModel<T>
  /** Which rows the change filter keeps, by index into `items`; all when undefined. */
  keep?: ((index: number) => boolean) | undefined
  /** Above the toolbar: what is compared with, its filter, "Clear comparison". */
  banner: ReactNode
  /** After the figures: the counts per kind of change. */
  figures?: ReactNode
  rowClassName?: ((item: T) => string | undefined) | undefined
}

export type ListViewProps<T extends UploadSummary> = {
  label: string
  noun: string
  /** The response's list (or a comparison's rows), with what is derived from it. */
  list: ListModel<T>
  columns: TableColumn<T>[]
  rowHeight?: number | undefined
  sort: SortState
  onSortChange: (sort: SortState) => void
  filter: RowFilter
  onFilterChange: (patch: Partial<RowFilter>) => void
  /** The items carry tags: the search says so, and the toolbar shows the tag filters. */
  tagged?: boolean
  /** The game, tab and fields an export of the rows shown writes. */
  exportSource: ExportSource<T>
  comparison?: ListComparison<T> | undefined
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
export function ListView<T extends UploadSummary>({
  label,
  noun,
  list,
  columns,
  rowHeight,
  sort,
  onSortChange,
  filter,
  onFilterChange,
  tagged = false,
  exportSource,
  comparison,
}: ListViewProps<T>) {
  const clock = useStatusClock()
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
  const chartId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  // Not for each part of a list that is still arriving: only for the whole list.
  useEffect(
    () => (arriving ? undefined : whenIdle(() => prepareSortKeys(list, clock))),
    [list, clock, arriving],
  )
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
        source={exportSource}
      >
        <ChartToggle
          chartId={chartId}
          ref={toggleRef}
          period={{ from, to }}
          onPeriodChange={onFilterChange}
        />
        <ExportButtons
          noun={noun}
          rowCount={currentOrder.length}
          arriving={arriving}
          write={exportRows(items, currentOrder, clock, exportSource, { ...filter, query })}
        />
      </ListToolbar>
      <SummaryStrip
        items={current.items}
        shown={currentOrder.length}
        noun={noun}
        clock={clock}
        arriving={arriving}
        since={filter.since}
      >
        {comparison?.figures}
      </SummaryStrip>
      <ChartSlot
        id={chartId}
        list={current}
        noun={noun}
        period={{ from, to }}
        onPeriodChange={onFilterChange}
        onLeave={() => toggleRef.current?.focus()}
      />
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
