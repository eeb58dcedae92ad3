import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { listPath } from '../../api/list-paths'
import { gameKey } from '../../api/query-keys'
import { parseSiteList } from '../../api/schemas'

export const siteQueries = {
  list: (client: ApiClient, gameId: string) =>
    queryOptions({
      queryKey: [...gameKey(client, gameId), 'cdn-sites'],
      queryFn: ({ signal }) => client.get(listPath.sites(gameId), parseSiteList, { signal }),
    }),
}
