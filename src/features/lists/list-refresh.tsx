import { useQuery } from '@tanstack/react-query'
import { useApiClient } from '@/api/client-context'
import type { ListKind } from '@/model/list-kinds'
import { AsOfText } from '@/components/as-of-text'
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

/**
 * "Updated … ago" ("As of …" while the list shown is one kept from an earlier visit), the
 * auto-refresh choice and the Refresh button for one tab's list.
 */
export function ListRefresh({ kind, gameId }: ListRefreshProps) {
  const choice = autoRefreshPreference.use()
  const query = useQuery(listQueries.polled(useApiClient(), kind, gameId, AUTO_REFRESH_MS[choice]))
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {query.data?.storedAt !== undefined ? (
        <AsOfText time={query.data.storedAt} checking={query.isFetching} />
      ) : (
        // No list (one refused part-way): no time either.
        <UpdatedText time={query.data ? query.dataUpdatedAt : 0} />
      )}
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

export type FreshListNoticeProps = {
  /** The list shown replaced one kept on this device from an earlier visit (its `lastVisit`). */
  replaced: boolean
  noun: string
}

/**
 * Tells a screen reader, once, that the list kept from the last visit gave way to the API's
 * answer: "As of …" and "Updated … ago" are not live (one ticks every second), and the refresh
 * controls may be folded away in a narrow panel. Always in the page, so the change is heard.
 */
export function FreshListNotice({ replaced, noun }: FreshListNoticeProps) {
  return (
    <span role="status" className="sr-only">
      {replaced ? `The ${noun} are up to date: the list from your last visit was replaced.` : ''}
    </span>
  )
}
