import type { UseQueryResult } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { lazyPart } from '@/lib/lazy-part'
import { ApiError } from '@/api/errors'
import type { UploadSummary } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import type { FailureContext } from './describe-failure'
import { EmptyState } from '@/components/empty-state'
import type { FailureActions } from './failure-actions'
import type { QueryFailureProps } from './query-failure'
import { TableSkeleton } from '@/components/table-skeleton'

export type ListStatusProps<T extends UploadSummary> = {
  /** A list's query: no data, too, after a list refused part-way (list-stream.ts). */
  query: UseQueryResult<ListModel<T> | undefined>
  /** What the list is and whose, for messages: `{ noun: 'builds', gameId, gameName }`. */
  context: FailureContext
  emptyTitle: string
  emptyHint: string
  columns: number
  /** What the page around the list can do for an operator stuck on an error. */
  actions?: FailureActions | undefined
  /** The list itself: shown once the query has a list that is not empty. */
  children: ReactNode
}

/**
 * The failure alerts, a lazy seam (src/lazy-seams.ts): most lists never fail, and what they say
 * (every failure described, its documentation link, its countdown) is several kB.
 */
const queryFailure = lazyPart(() => import('./query-failure')).component(
  (module) => module.QueryFailure,
)

function Failure({ columns, ...props }: QueryFailureProps & { columns: number }) {
  return (
    <Suspense
      fallback={<TableSkeleton label={`Loading ${props.context.noun}…`} columns={columns} />}
    >
      <queryFailure.Component {...props} />
    </Suspense>
  )
}

/** The API asked us to wait (429) and the query will try once more by itself. */
function waitingAfterRateLimit(query: UseQueryResult<unknown>): ApiError | undefined {
  const reason = query.failureReason
  return query.isFetching && reason instanceof ApiError && reason.status === 429
    ? reason
    : undefined
}

/**
 * A list's query as the tab shows it: loading, failed, empty, or its children (the list), with a
 * failed refresh or a wait the API asked for above them.
 */
export function ListStatus<T extends UploadSummary>({
  query,
  context,
  emptyTitle,
  emptyHint,
  columns,
  actions,
  children,
}: ListStatusProps<T>) {
  const failure = {
    context,
    columns,
    onRetry: () => void query.refetch(),
    isRetrying: query.isFetching,
    actions,
  }
  const rateLimited = waitingAfterRateLimit(query)
  if (!query.data) {
    if (rateLimited) return <Failure {...failure} error={rateLimited} mode="waiting" />
    // No list and no failure: it is loading (a list refused part-way leaves the query neither
    // pending nor failed while it is retried by itself).
    if (!query.isError) {
      return <TableSkeleton label={`Loading ${context.noun}…`} columns={columns} />
    }
    return <Failure {...failure} error={query.error} mode="failed" />
  }
  // A refresh that fails keeps the list on screen, with the failure above it.
  return (
    <div className="flex min-h-0 flex-col gap-3">
      {rateLimited ? (
        <Failure {...failure} error={rateLimited} mode="waiting" />
      ) : (
        query.isError && <Failure {...failure} error={query.error} mode="refresh" />
      )}
      {query.data.items.length === 0 ? (
        <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>
      ) : (
        children
      )}
    </div>
  )
}
