import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import { clientKey } from '@/api/query-keys'
import { parseGameList } from '@/api/schemas'

export const gameQueries = {
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...clientKey(client), 'games'],
      queryFn: ({ signal }) =>
        client.get('/cloud/games', (body, rayId) => parseGameList(body, rayId), { signal }),
      // A game cloud token is always refused here; asking again will not change that.
      retry: false,
    }),
}
