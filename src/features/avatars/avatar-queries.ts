import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { listPath } from '../../api/list-paths'
import { gameKey } from '../../api/query-keys'
import { parseAvatarList } from '../../api/schemas'

export const avatarQueries = {
  list: (client: ApiClient, gameId: string) =>
    queryOptions({
      queryKey: [...gameKey(client, gameId), 'avatars'],
      queryFn: ({ signal }) => client.get(listPath.avatars(gameId), parseAvatarList, { signal }),
    }),
}
