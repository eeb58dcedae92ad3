import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../api/client'
import { useApiClient } from '../api/client-context'
import type { UploadSummary } from '../api/schemas'
import { AssetList, type AssetKind, type AssetListProps } from '../components/asset-list'
import { avatars } from '../features/avatars/avatars'
import { builds } from '../features/builds/builds'
import { cdnSites } from '../features/cdn-sites/cdn-sites'
import { ListRefresh } from './list-refresh'
import { TabCount } from './tab-count'
import type { TabId } from './view-url'

type ListProps = Omit<AssetListProps<UploadSummary>, 'kind' | 'tab'>

/** Closes over one asset kind's row type, so the tab list can hold all three. */
function defineTab<T extends UploadSummary>(id: TabId, kind: AssetKind<T>) {
  return {
    id,
    label: kind.label,
    renderList: (props: ListProps) => <AssetList kind={kind} tab={id} {...props} />,
    /** The count badge; `enabled` false holds back its request (see AssetTabs). */
    renderCount: (gameId: string, enabled: boolean) => (
      <TabCount kind={kind} gameId={gameId} enabled={enabled} />
    ),
    /** Refresh, auto-refresh and "Updated … ago" for this list; rendered for the open tab only. */
    renderRefresh: (gameId: string) => <ListRefresh kind={kind} gameId={gameId} />,
    /** Whether this tab's list has arrived or failed. */
    useSettled: (gameId: string) => !useQuery(kind.query(useApiClient(), gameId)).isPending,
    prefetch: (queryClient: QueryClient, client: ApiClient, gameId: string) =>
      queryClient.prefetchQuery(kind.query(client, gameId)),
  }
}

/** The three tabs, in the order they appear. */
export const assetTabs = [
  defineTab('builds', builds),
  defineTab('sites', cdnSites),
  defineTab('avatars', avatars),
] as const
