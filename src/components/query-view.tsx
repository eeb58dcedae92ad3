import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState } from './empty-state'
import { ErrorAlert } from './error-alert'
import { TableSkeleton } from './table-skeleton'

export type QueryViewProps<T> = {
  query: UseQueryResult<T[]>
  /** Plural noun for messages: "builds", "CDN sites". */
  noun: string
  emptyTitle: string
  emptyHint: string
  columns: number
  children: (data: T[]) => ReactNode
}

/** Loading, error, empty or filled: the four faces every list tab shows the same way. */
export function QueryView<T>({
  query,
  noun,
  emptyTitle,
  emptyHint,
  columns,
  children,
}: QueryViewProps<T>) {
  const retry = () => void query.refetch()
  if (query.isPending) return <TableSkeleton label={`Loading ${noun}…`} columns={columns} />
  if (query.isError && !query.data) {
    return (
      <ErrorAlert
        title={`Could not load ${noun}`}
        error={query.error}
        onRetry={retry}
        isRetrying={query.isFetching}
      />
    )
  }
  const data = query.data ?? []
  return (
    <div className="flex min-h-0 flex-col gap-3">
      {query.isError && (
        <ErrorAlert
          title={`Could not refresh ${noun}; showing the last list loaded`}
          error={query.error}
          onRetry={retry}
          isRetrying={query.isFetching}
        />
      )}
      {data.length === 0 ? <EmptyState title={emptyTitle}>{emptyHint}</EmptyState> : children(data)}
    </div>
  )
}
