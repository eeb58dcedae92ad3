import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '@/api/errors'
import type { UploadSummary } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import { Countdown } from '@/components/countdown'
import { EmptyState } from '@/components/empty-state'
import { TableSkeleton } from '@/components/table-skeleton'
import { describeFailure, type FailureContext } from './describe-failure'
import { ErrorAlert } from './error-alert'
import type { FailureActions } from './failure-actions'

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
    onRetry: () => void query.refetch(),
    isRetrying: query.isFetching,
    actions,
  }
  // The API asked us to wait (429) and the query will try once more by itself.
  const reason = query.failureReason
  const rateLimited =
    query.isFetching && reason instanceof ApiError && reason.status === 429 ? reason : undefined
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

type FailureProps = {
  error: unknown
  context: FailureContext
  /** `waiting`: a 429 the query waits out by itself; `refresh`: the old list stays on screen. */
  mode: 'failed' | 'waiting' | 'refresh'
  onRetry: () => void
  isRetrying: boolean
  actions: FailureActions | undefined
}

/** What a list says when its request failed. */
function Failure({ error, context, mode, onRetry, isRetrying, actions }: FailureProps) {
  const failure = describeFailure(error, context)
  if (mode === 'waiting') {
    return (
      <ErrorAlert
        failure={{
          ...failure,
          message: 'The API asked this dashboard to wait before asking again.',
          actions: [],
        }}
        actions={actions}
      >
        <Countdown milliseconds={(error as ApiError).retryAfterMs ?? 0}>
          {(seconds) => (seconds > 0 ? `Trying again by itself in ${seconds} s…` : 'Trying again…')}
        </Countdown>
      </ErrorAlert>
    )
  }
  return (
    <ErrorAlert
      failure={
        mode === 'refresh'
          ? {
              ...failure,
              title: `Could not refresh the ${context.noun}; showing the list loaded before`,
            }
          : failure
      }
      onRetry={onRetry}
      isRetrying={isRetrying}
      actions={actions}
    />
  )
}
