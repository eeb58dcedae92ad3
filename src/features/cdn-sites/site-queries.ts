import { queryOptions } from '@tanstack/react-query'
import { apiPath, type ApiClient } from '../../api/client'
import { gameKey } from '../../api/query-keys'
import { parseSiteList } from '../../api/schemas'

export const siteQueries = {
  list: (client: ApiClient, gameId: string) =>
    queryOptions({
      queryKey: [...gameKey(client, gameId), 'cdn-sites'],
      queryFn: ({ signal }) =>
        client.get(apiPath`/cloud/games/${gameId}/cdn/sites`, parseSiteList, { signal }),
    }),
}
