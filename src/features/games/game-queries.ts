import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { parseGameList } from '../../api/schemas'

export const gameQueries = {
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [client.baseUrl, 'games'],
      queryFn: ({ signal }) =>
        client.get('/cloud/games', (body, rayId) => parseGameList(body, rayId), { signal }),
      // A game cloud token is always refused here; asking again will not change that.
      retry: false,
    }),
}
