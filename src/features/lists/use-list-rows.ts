import { useDeferredValue, useEffect, useMemo } from 'react'
import type { UploadSummary } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import { filterOrder, type RowFilter } from '@/model/row-filter'
import { rowOrder, sortKeyPreparations } from '@/model/row-order'
import type { SortState } from '@/model/sort'
import type { StatusClock } from '@/model/upload-status'
import { whenIdleEach } from '@/lib/when-idle'

/** From this many items on, a new list renders in a pass React may interrupt (below). */
const DEFER_FROM_ITEMS = 10_000

/** A list's rows as shown: the table's, and the figures' and an export's (the list today). */
export type ListRows<T extends UploadSummary> = {
  /** The rows' list: the response's, or a comparison's (today's items, then the removed). */
  list: ListModel<T>
  /** The rows shown, as indexes into `list`'s items, in screen order. */
  order: Uint32Array
  /** The list today, for the figures and an export: a comparison's removed rows are not in it. */
  current: ListModel<T>
  /** The rows of `current` shown, in screen order. */
  currentOrder: Uint32Array
  /** The filter as applied: the search text once the table shows its rows. */
  filter: RowFilter
  /** The search typed is not applied yet (a long list filters in a pass of its own). */
  pending: boolean
}

/** What a comparison changes in the rows: which it keeps, and the list today. */
export type RowsComparison<T extends UploadSummary> = {
  keep?: ((index: number) => boolean) | undefined
  current: ListModel<T>
}

/**
 * Sorting and filtering read keys prepared once per response; the search text is deferred, so
 * typing stays smooth on 100,000 rows. A list still arriving gives what has arrived, and search,
 * filters and sorting follow as more comes: the API sends newest first, the default order, so the
 * first screen is final early and an operator looking for one build need not wait for the rest.
 */
export function useListRows<T extends UploadSummary>(
  given: ListModel<T>,
  sort: SortState,
  filter: RowFilter,
  clock: StatusClock,
  comparison?: RowsComparison<T>,
): ListRows<T> {
  // A long list (more of one arriving, a refresh) is shown in a render React may interrupt:
  // the order, the filter and the figures of 100,000 items are each computed in a task of
  // their own, and the page (a console's, when embedded) answers input in between. A short
  // one is shown at once: there the extra pass cost more than it saved (30 ms later at 1,000).
  const deferred = useDeferredValue(given)
  const list = given.items.length < DEFER_FROM_ITEMS ? given : deferred
  const { items, arriving } = list
  const query = useDeferredValue(filter.query)
  const sorted = useMemo(() => rowOrder(list, sort, clock), [list, sort, clock])
  const { status, tags, since, visit, from, to } = filter
  const order = useMemo(
    () => filterOrder(list, sorted, { query, status, tags, since, visit, from, to }, clock),
    [list, sorted, query, status, tags, since, visit, from, to, clock],
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
  // Not for each part of a list that is still arriving: only for the whole list.
  useEffect(
    () => (arriving ? undefined : whenIdleEach(sortKeyPreparations(list, clock))),
    [list, clock, arriving],
  )
  return {
    list,
    order: shownOrder,
    current,
    currentOrder,
    filter: { ...filter, query },
    pending: query !== filter.query,
  }
}
