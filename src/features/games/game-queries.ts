import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { getWithSchemas } from '../../api/load-schemas'

export const gameQueries = {
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [client.baseUrl, 'games'],
      queryFn: ({ signal }) =>
        getWithSchemas(
          client,
          '/cloud/games',
          ({ parseGameList }, body, rayId) => parseGameList(body, rayId),
          { signal },
        ),
      // A game cloud token is always refused here; asking again will not change that.
      retry: false,
    }),
}
