import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../api/errors'
import { Countdown } from './countdown'
import { describeFailure, type FailureContext } from './describe-failure'
import { EmptyState } from './empty-state'
import { ErrorAlert } from './error-alert'
import { TableSkeleton } from './table-skeleton'

export type QueryViewProps<T> = {
  query: UseQueryResult<T[]>
  /** What the list is and whose, for messages: `{ noun: 'builds', gameId, gameName }`. */
  context: FailureContext
  emptyTitle: string
  emptyHint: string
  columns: number
  children: (data: T[]) => ReactNode
}

/** The API asked us to wait (429) and the query will try once more by itself. */
function waitingAfterRateLimit(query: UseQueryResult<unknown>): ApiError | undefined {
  const reason = query.failureReason
  return query.isFetching && reason instanceof ApiError && reason.status === 429
    ? reason
    : undefined
}

/** The alert while the query waits out a 429 to try once more by itself. */
function RateLimitAlert({ error, context }: { error: ApiError; context: FailureContext }) {
  const failure = {
    ...describeFailure(error, context),
    message: 'The API asked this dashboard to wait before asking again.',
    actions: [],
  }
  return (
    <ErrorAlert failure={failure}>
      <Countdown milliseconds={error.retryAfterMs ?? 0}>
        {(seconds) => (seconds > 0 ? `Trying again by itself in ${seconds} s…` : 'Trying again…')}
      </Countdown>
    </ErrorAlert>
  )
}

/** Loading, error, empty or filled: the four faces every list tab shows the same way. */
export function QueryView<T>({
  query,
  context,
  emptyTitle,
  emptyHint,
  columns,
  children,
}: QueryViewProps<T>) {
  const retry = () => void query.refetch()
  const rateLimited = waitingAfterRateLimit(query)
  if (!query.data) {
    if (rateLimited) return <RateLimitAlert error={rateLimited} context={context} />
    if (query.isPending) {
      return <TableSkeleton label={`Loading ${context.noun}…`} columns={columns} />
    }
    return (
      <ErrorAlert
        failure={describeFailure(query.error, context)}
        onRetry={retry}
        isRetrying={query.isFetching}
      />
    )
  }
  // A refresh that fails keeps the list on screen, with the failure above it.
  const data = query.data
  return (
    <div className="flex min-h-0 flex-col gap-3">
      {rateLimited ? (
        <RateLimitAlert error={rateLimited} context={context} />
      ) : (
        query.isError && (
          <ErrorAlert
            failure={{
              ...describeFailure(query.error, context),
              title: `Could not refresh the ${context.noun}; showing the list loaded before`,
            }}
            onRetry={retry}
            isRetrying={query.isFetching}
          />
        )
      )}
      {data.length === 0 ? <EmptyState title={emptyTitle}>{emptyHint}</EmptyState> : children(data)}
    </div>
  )
}
