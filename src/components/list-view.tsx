import type { ColumnDef } from '@tanstack/react-table'
import { useDeferredValue, useEffect, useMemo } from 'react'
import type { UploadSummary } from '../api/schemas'
import { whenIdle } from '../lib/when-idle'
import { DataTable } from './data-table/data-table'
import { filterOrder, isFiltering, noFilter, type RowFilter } from './data-table/row-filter'
import { prepareSortKeys, rowOrder } from './data-table/row-order'
import type { SortState } from './data-table/sort'
import type { TableFeatures } from './data-table/table-features'
import { EmptyState } from './empty-state'
import { ExportButtons, type ExportSource } from './export/export-buttons'
import { ItemWarningsNote } from './item-warnings-note'
import { ListToolbar } from './list-toolbar'
import { useNow } from './now'
import { useStaleAfterMs } from './stale-rule'
import { SummaryStrip } from './summary-strip'

export type ListViewProps<T extends UploadSummary> = {
  label: string
  noun: string
  items: readonly T[]
  columns: ColumnDef<TableFeatures, T, unknown>[]
  rowHeight?: number | undefined
  sort: SortState
  onSortChange: (sort: SortState) => void
  filter: RowFilter
  onFilterChange: (patch: Partial<RowFilter>) => void
  /** The game, tab and fields an export of the rows shown writes. */
  exportSource: ExportSource<T>
}

/**
 * A loaded list: its toolbar, figures, warnings and the table of the rows that pass the filter,
 * in the chosen order. Sorting and filtering read keys prepared once per response; the search
 * text is deferred, so typing stays smooth on 100,000 rows.
 */
export function ListView<T extends UploadSummary>({
  label,
  noun,
  items,
  columns,
  rowHeight,
  sort,
  onSortChange,
  filter,
  onFilterChange,
  exportSource,
}: ListViewProps<T>) {
  const now = useNow()
  const staleAfter = useStaleAfterMs()
  const clock = useMemo(() => ({ now, staleAfter }), [now, staleAfter])
  const query = useDeferredValue(filter.query)
  const sorted = useMemo(() => rowOrder(items, sort, clock), [items, sort, clock])
  const order = useMemo(
    () => filterOrder(items, sorted, { query, status: filter.status }, clock),
    [items, sorted, query, filter.status, clock],
  )
  useEffect(() => whenIdle(() => prepareSortKeys(items, clock)), [items, clock])

  return (
    <>
      <ListToolbar noun={noun} filter={filter} onFilterChange={onFilterChange}>
        <ExportButtons
          noun={noun}
          items={items}
          order={order}
          clock={clock}
          source={exportSource}
        />
      </ListToolbar>
      <SummaryStrip items={items} shown={order.length} noun={noun} clock={clock} />
      <ItemWarningsNote items={items} noun={noun} />
      {order.length === 0 && isFiltering(filter) ? (
        <EmptyState title={`No ${noun} match these filters.`}>
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
          order={order}
          columns={columns}
          rowHeight={rowHeight}
          sort={sort}
          onSortChange={onSortChange}
        />
      )}
    </>
  )
}
