import { queryOptions } from '@tanstack/react-query'
import type { ApiAnswer, ApiClient } from '../../api/client'
import type { ListKind } from '../../api/list-kinds'
import { listPath } from '../../api/list-paths'
import { gameKey } from '../../api/query-keys'
import { parseList } from '../../api/schemas'

/** A kind's list, asked for now or taken from a request already on its way. */
const fetchList = <K extends ListKind>(
  client: ApiClient,
  kind: K,
  gameId: string,
  options: { signal?: AbortSignal | undefined; answer?: Promise<ApiAnswer> | undefined },
) => client.get(listPath(kind, gameId), (body, rayId) => parseList(kind, body, rayId), options)

/**
 * The one query factory of the three lists. A tab's list has several observers (the table, the
 * tab's count, the refresh controls, the check that lets the other tabs load); their options
 * differ, so they all live here, over one key and one query function.
 */
export const listQueries = {
  list: <K extends ListKind>(client: ApiClient, kind: K, gameId: string) =>
    queryOptions({
      queryKey: [...gameKey(client, gameId), kind],
      queryFn: ({ signal }) => fetchList(client, kind, gameId, { signal }),
    }),
  /**
   * The same list, answered by a request already on its way: the one main.tsx starts before
   * React loads. Prefetched with it, the query's first fetch awaits that answer; a retry or a
   * refresh asks again, as `list` does.
   */
  answered: (client: ApiClient, kind: ListKind, gameId: string, answer: Promise<ApiAnswer>) => {
    let early: Promise<ApiAnswer> | undefined = answer
    return queryOptions({
      ...listQueries.list(client, kind, gameId),
      queryFn: ({ signal }) => {
        // Taken once: a retry after a failure asks the API again.
        const taken = early
        early = undefined
        return fetchList(client, kind, gameId, { signal, answer: taken })
      },
    })
  },
  /**
   * The count beside a tab: `enabled` false holds its request back. Only the open tab's list
   * refreshes when the page regains focus; the others when opened (by then they are stale).
   */
  count: (client: ApiClient, kind: ListKind, gameId: string, enabled: boolean) =>
    queryOptions({
      ...listQueries.list(client, kind, gameId),
      enabled,
      refetchOnWindowFocus: false,
    }),
  /**
   * The open tab's list, polled every `interval` (false: never). Only the open tab renders this
   * observer, so the other lists are not polled; React Query holds it back while the page is
   * hidden.
   */
  polled: (client: ApiClient, kind: ListKind, gameId: string, interval: number | false) =>
    queryOptions({ ...listQueries.list(client, kind, gameId), refetchInterval: interval }),
}
