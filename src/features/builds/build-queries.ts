import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { listPath } from '../../api/list-paths'
import { gameKey } from '../../api/query-keys'
import { parseBuildList } from '../../api/schemas'

export const buildQueries = {
  list: (client: ApiClient, gameId: string) =>
    queryOptions({
      queryKey: [...gameKey(client, gameId), 'builds'],
      queryFn: ({ signal }) => client.get(listPath.builds(gameId), parseBuildList, { signal }),
    }),
}
