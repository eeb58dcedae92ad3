import { useLayoutEffect, useMemo, useRef } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import type { ListCells } from '@/components/data-table/table-features'
import { EmptyState } from '@/components/empty-state'
import type { ListItem } from '@/model/list-items'
import type { ListKind } from '@/model/list-kinds'
import { tagFilterOf, withTagFilter } from '@/model/build-tags'
import { itemIdOf, newRuleOf } from '@/model/is-new'
import { isFiltering, noFilter, type RowFilter } from '@/model/row-filter'
import type { SortState } from '@/model/sort'
import type { RowLink } from '@/components/data-table/row-link-button'
import type { KindTable } from './kind-tables'
import type { ColumnChoice } from './column-choice'
import { onSortingChangeFor, toSorting } from './table-sort'
import type { ListRows } from './use-list-rows'

export type ListTableProps<K extends ListKind> = {
  kind: K
  /** The table's accessible name: "Builds of Space Raiders". */
  label: string
  noun: string
  table: KindTable<ListItem<K>>
  rows: ListRows<ListItem<K>>
  sort: SortState
  onSortChange: (sort: SortState) => void
  filter: RowFilter
  onFilterChange: (patch: Partial<RowFilter>) => void
  /** A comparison's mark beside each changed item's name. */
  markOf?: ListCells['markOf']
  rowClassName?: ((item: ListItem<K>) => string | undefined) | undefined
  /** The item a link opened (an index into the rows' list): the current row, details open. */
  current?: number | undefined
  /** What "Copy link" does for an item's row; no such action without it. */
  linkOf?: ((item: ListItem<K>) => RowLink | undefined) | undefined
  /** The operator's choice of columns and their widths, which the Columns menu changes. */
  columnChoice: ColumnChoice
}

/**
 * The table of a list's rows in the chosen order, or, when the filters leave none, a sentence
 * that says so and a way back to all of them.
 */
export function ListTable<K extends ListKind>({
  kind,
  label,
  noun,
  table,
  rows,
  sort,
  onSortChange,
  filter,
  onFilterChange,
  markOf,
  rowClassName,
  current,
  linkOf,
  columnChoice,
}: ListTableProps<K>) {
  // The table's form of the sort; kept while the sort is the same, as the table's state.
  const { column, direction } = sort
  const sorting = useMemo(() => toSorting({ column, direction }), [column, direction])
  const rowId = useMemo(() => itemIdOf(kind), [kind])
  // The cells' meta: a new one draws every row in view again, so it is kept while what they show
  // is the same. A tag chip's click reads the filter of the latest render.
  const latest = useRef({ tags: filter.tags, onFilterChange })
  useLayoutEffect(() => {
    latest.current = { tags: filter.tags, onFilterChange }
  })
  const { since, visit } = filter
  const meta = useMemo<ListCells>(
    () => ({
      newRule: newRuleOf(since, visit),
      markOf,
      addTagFilter: (tag) => {
        const { tags = [], onFilterChange: change } = latest.current
        change({ tags: withTagFilter(tags, tagFilterOf(tag)) })
      },
    }),
    [since, visit, markOf],
  )
  if (rows.order.length === 0 && isFiltering(filter)) {
    return (
      <EmptyState title={`No ${noun} match these filters${rows.list.arriving ? ' so far' : ''}.`}>
        <button
          type="button"
          onClick={() => onFilterChange(noFilter)}
          className="font-medium text-accent-strong underline"
        >
          Show all {noun}
        </button>
      </EmptyState>
    )
  }
  return (
    <DataTable
      label={label}
      items={rows.list.items}
      order={rows.order}
      columns={table.columns}
      rowHeight={table.rowHeight}
      sorting={sorting}
      onSortingChange={onSortingChangeFor(sorting, onSortChange)}
      arriving={rows.list.arriving}
      pending={rows.pending}
      rowClassName={rowClassName}
      columnVisibility={columnChoice.columnVisibility}
      columnSizing={columnChoice.columnSizing}
      onSizingChange={columnChoice.onColumnSizingChange}
      rowId={rowId}
      current={current}
      linkOf={linkOf}
      meta={meta}
    />
  )
}
