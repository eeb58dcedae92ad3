import { useQuery } from '@tanstack/react-query'
import { useApiClient } from '../api/client-context'
import type { UploadSummary } from '../api/schemas'
import type { AssetKind } from '../components/asset-list'
import { AlertIcon } from '../components/icons'

export type TabCountProps<T extends UploadSummary> = {
  kind: AssetKind<T>
  gameId: string
  /** False holds the request back (the count shows once it is allowed and has loaded). */
  enabled: boolean
}

/** The item count next to a tab label, once that list has loaded. */
export function TabCount<T extends UploadSummary>({ kind, gameId, enabled }: TabCountProps<T>) {
  // Only the open tab's list refreshes when the page regains focus; the others when opened
  // (by then they are stale, so opening asks again).
  const query = useQuery({
    ...kind.query(useApiClient(), gameId),
    enabled,
    refetchOnWindowFocus: false,
  })
  if (query.isError && !query.data) {
    return (
      <span title={`The ${kind.noun} could not be loaded`}>
        <AlertIcon className="size-4 text-danger" />
        <span className="sr-only">(failed to load)</span>
      </span>
    )
  }
  if (!query.data) return null
  return (
    <span className="rounded-full bg-fill-strong px-2 py-0.5 text-xs font-medium text-fg-muted tabular-nums group-aria-selected:bg-accent-soft group-aria-selected:text-accent-strong">
      {query.data.length.toLocaleString('en-US')}
    </span>
  )
}
