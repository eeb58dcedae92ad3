import { useQuery } from '@tanstack/react-query'
import { useApiClient } from '@/api/client-context'
import type { ListKind } from '@/model/list-kinds'
import { RefreshButton } from '@/components/refresh-button'
import { SegmentedControl } from '@/components/segmented-control'
import { UpdatedText } from '@/components/updated-text'
import { listQueries } from './list-queries'
import {
  AUTO_REFRESH_MS,
  autoRefreshChoices,
  autoRefreshLabels,
  autoRefreshPreference,
} from './auto-refresh'

const autoRefreshOptions = autoRefreshChoices.map((value) => ({
  value,
  label: autoRefreshLabels[value],
}))

export type ListRefreshProps = { kind: ListKind; gameId: string }

/** "Updated … ago", the auto-refresh choice and the Refresh button for one tab's list. */
export function ListRefresh({ kind, gameId }: ListRefreshProps) {
  const choice = autoRefreshPreference.use()
  const query = useQuery(listQueries.polled(useApiClient(), kind, gameId, AUTO_REFRESH_MS[choice]))
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {/* No list (one refused part-way): no time either. */}
      <UpdatedText time={query.data ? query.dataUpdatedAt : 0} />
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="text-sm text-fg-muted">
          Auto-refresh
        </span>
        <SegmentedControl
          legend="Auto-refresh"
          name="auto-refresh"
          options={autoRefreshOptions}
          value={choice}
          onChange={autoRefreshPreference.set}
        />
      </div>
      <RefreshButton
        isRefreshing={query.isFetching}
        onRefresh={() => void query.refetch({ cancelRefetch: false })}
      />
    </div>
  )
}
