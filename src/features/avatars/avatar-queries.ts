import { queryOptions } from '@tanstack/react-query'
import { apiPath, type ApiClient } from '../../api/client'
import { gameKey } from '../../api/query-keys'
import { parseAvatarList } from '../../api/schemas'

export const avatarQueries = {
  list: (client: ApiClient, gameId: string) =>
    queryOptions({
      queryKey: [...gameKey(client, gameId), 'avatars'],
      queryFn: ({ signal }) =>
        client.get(apiPath`/cloud/games/${gameId}/avatars`, parseAvatarList, { signal }),
    }),
}
