import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { ApiError } from '@/api/errors'
import type { UploadSummary } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import type { FailureContext } from './describe-failure'
import { EmptyState } from '@/components/empty-state'
import type { QueryFailureProps } from './query-failure'
import { TableSkeleton } from '@/components/table-skeleton'

export type QueryViewProps<T extends UploadSummary> = {
  /** A list's query: no data, too, after a list refused part-way (list-stream.ts). */
  query: UseQueryResult<ListModel<T> | undefined>
  /** What the list is and whose, for messages: `{ noun: 'builds', gameId, gameName }`. */
  context: FailureContext
  emptyTitle: string
  emptyHint: string
  columns: number
  children: (list: ListModel<T>) => ReactNode
}

/**
 * The failure alerts, a lazy seam (src/lazy-seams.ts): most lists never fail, and what they say
 * (every failure described, its documentation link, its countdown) is several kB.
 */
const QueryFailure = lazy(() =>
  import('./query-failure').then((module) => ({ default: module.QueryFailure })),
)

function Failure({ columns, ...props }: QueryFailureProps & { columns: number }) {
  return (
    <Suspense
      fallback={<TableSkeleton label={`Loading ${props.context.noun}…`} columns={columns} />}
    >
      <QueryFailure {...props} />
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

/** Loading, error, empty or filled: the four faces every list tab shows the same way. */
export function QueryView<T extends UploadSummary>({
  query,
  context,
  emptyTitle,
  emptyHint,
  columns,
  children,
}: QueryViewProps<T>) {
  const failure = {
    context,
    columns,
    onRetry: () => void query.refetch(),
    isRetrying: query.isFetching,
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
  const list = query.data
  return (
    <div className="flex min-h-0 flex-col gap-3">
      {rateLimited ? (
        <Failure {...failure} error={rateLimited} mode="waiting" />
      ) : (
        query.isError && <Failure {...failure} error={query.error} mode="refresh" />
      )}
      {list.items.length === 0 ? (
        <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>
      ) : (
        children(list)
      )}
    </div>
  )
}
