import { queryOptions } from '@tanstack/react-query'
import { apiPath, type ApiClient } from '../../api/client'
import { gameKey } from '../../api/query-keys'
import { parseBuildList } from '../../api/schemas'

export const buildQueries = {
  list: (client: ApiClient, gameId: string) =>
    queryOptions({
      queryKey: [...gameKey(client, gameId), 'builds'],
      queryFn: ({ signal }) =>
        client.get(apiPath`/cloud/games/${gameId}/builds`, parseBuildList, { signal }),
    }),
}
