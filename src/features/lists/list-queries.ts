import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import { ApiError } from '@/api/errors'
import { dashboardQueryDefaults } from '@/api/query-client'
import type { ListKind } from '@/model/list-kinds'
import { listPath } from '@/api/list-paths'
import { gameKey } from '@/api/query-keys'
import type { ListItem } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import { addPart, noList, shownList } from './list-stream'

const listKey = (client: ApiClient, kind: ListKind, gameId: string) => [
  ...gameKey(client, gameId),
  kind,
]

/**
 * The one query factory of the three lists. A tab's list has several observers (the table, the
 * tab's count, the refresh controls, the check that lets the other tabs load); their options
 * differ, so they all live here, over one key and one query function.
 */
export const listQueries = {
  /**
   * Streamed by React Query: a list the cache does not hold whole shows its items as they arrive
   * (a model marked `arriving` per part; the first screen, newest first, is final early); a whole
   * one stays until the new one is whole, and when the new one fails (`addPart`, the reducer,
   * accumulates onto the cached list: `refetchMode: 'append'`). A list this device kept is the
   * stream's first part, shown at once. A list refused part-way is refused whole: the items shown
   * go, and the failure shows as it would have (README, "Bad data"). The query's signal stops the
   * request: a token changed or forgotten drops every query of the old one, and nothing read with
   * it comes back.
   */
  list: <K extends ListKind>(client: ApiClient, kind: K, gameId: string) =>
    queryOptions({
      queryKey: listKey(client, kind, gameId),
      queryFn: async (context) => {
        try {
          return await streamedQuery({
            streamFn: ({ signal }) => client.loadList(kind, listPath(kind, gameId), signal),
            reducer: addPart(kind)<ListItem<K>>,
            initialValue: noList as ListModel<ListItem<K>>,
            refetchMode: 'append',
          })(context)
        } catch (error) {
          // A token the API refuses: the list read with it leaves the screen, as it leaves this
          // device (docs/security.md), rather than staying as "the list loaded before".
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
            context.client.setQueryData(context.queryKey, noList)
          }
          throw error
        }
      },
      // A stream cancelled part-way (its last observer left: a game switched away from) holds
      // the items so far, marked arriving. Stale, so the next observer streams it again rather
      // than showing "more arriving" for ever; a whole list stays fresh as long as any. An
      // observer that comes mid-stream shares the fetch, stale or not.
      staleTime: ({ state }) => (state.data?.arriving ? 0 : dashboardQueryDefaults.staleTime),
      select: shownList<ListItem<K>>,
      // Never compared item by item with the last: at 100,000 items that costs more than showing
      // it, and a list arriving in parts is a new array each time.
      structuralSharing: false,
    }),
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
