import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { createApiClient, type ApiClient } from '@/api/client'
import { createStoredLists } from '@/api/stored-lists/stored-lists'
import { identityOf } from '@/api/identity'
import type { ListLoader } from '@/api/list-stream/list-load'
import { maxListMs } from '@/api/errors'
import { DEFAULT_STALE_AFTER_HOURS } from '@/model/upload-status'
import { ApiClientContext } from '@/api/client-context'
import { clientKey } from '@/api/query-keys'
import { createQueryClient, dashboardQueryDefaults } from '@/api/query-client'
import { defaultView, viewWith, type View } from '@/model/view'
import { DisplayProvider } from '@/components/display-context'
import { timeFormatPreference, type TimeFormat, type TimeZone } from '@/components/time-format'
import { ViewContext, type ViewControl } from './view-context'
import { ComparisonProvider } from '@/features/release-review/comparison-provider'
import { staleAfterMs } from '@/model/upload-status'
import type { ConfiguredGame } from '@/features/games/game-options'
import { forgetGameNames } from '@/features/games/recent-games'
import { PanelBody } from './panel-body'
import { useColorScheme, type ThemeChoice } from './theme'
import { useHostItem } from './host-item'
import type { ItemRef, LinkTo } from '@/features/lists/item-link'

/** The panel's props as a host gives them (the package's `GameAssetsPanelProps`). */
export type GameAssetsPanelProps = {
  /** Where the game cloud API lives: an absolute URL, or a path on the page's own origin. */
  apiBaseUrl: string
  /**
   * The Bearer token sent with every request; or `getToken`, asked before each request. Another
   * value (or a new function) drops every list read with the one before: make `getToken` once.
   */
  token?: string | undefined
  getToken?: (() => string | undefined | Promise<string | undefined>) | undefined
  /**
   * What the operator looks at (game, tab, sort, filters, item): the parts given are the host's,
   * as react-table's `state` is (`since: undefined`: the host's, none), and the panel keeps the
   * rest. `onViewChange` hears every change, with the whole view. A game given without it is
   * fixed, with no picker (`null`: none yet).
   */
  view?: Partial<View> | undefined
  onViewChange?: ((view: View) => void) | undefined
  /** `system` (the default) follows the operating system. */
  theme?: ThemeChoice | undefined
  /** The host's QueryClient, for one cache on the page; the panel makes its own otherwise. */
  queryClient?: QueryClient | undefined
  /** Games the picker offers besides those the API lists. */
  games?: readonly ConfiguredGame[] | undefined
  /** Hosts besides the service's whose pages an API error may link to as its documentation. */
  documentationHosts?: readonly string[] | undefined
  /** Hours after which an incomplete upload counts as stale; 24 by default. */
  staleAfterHours?: number | undefined
  /**
   * The longest a list may take to arrive, in seconds (300 by default): past it, the panel stops
   * reading it and offers Retry.
   */
  maxListSeconds?: number | undefined
  /** How times read; the operator's remembered choice by default. */
  timeFormat?: TimeFormat | undefined
  /** `utc` shows every time in UTC, whatever the browser's zone. */
  timeZone?: TimeZone | undefined
  /** A frozen "now" (ms since the epoch) for relative times and the stale rule. */
  asOf?: number | undefined
  /** Opens the host's token field when the API refuses the token. */
  onEnterToken?: (() => void) | undefined
  /**
   * The ids of the columns shown (`name` always is), owned by the host when given; the
   * operator's choice remembered on this device otherwise. `onColumnsChange` hears every choice.
   */
  columns?: readonly string[] | undefined
  onColumnsChange?: ((columns: string[]) => void) | undefined
  /**
   * Opens one item (its `build_id`, `site_id`, or an avatar's `upload_id`): its tab, scrolled to,
   * marked current, its details open (`view.item` otherwise). The operator may leave it (another
   * tab or game); another value opens an item again. An id longer than 128 characters or with
   * control characters is refused, in words.
   */
  itemId?: string | undefined
  /**
   * Offers "Copy link" on every row: called with the item, for the host to make and copy its own
   * link to it (the panel knows nothing of the host's addresses).
   */
  onItemLink?: ((item: ItemRef) => void) | undefined
  /**
   * Keeps the last lists on this device (IndexedDB), per API and token, so that the next visit
   * shows them at once while they are asked for again, and the games picked last (localStorage).
   * Off by default: a host opts in, and without it the panel writes no data to the host's storage.
   */
  persist?: boolean | undefined
}

export type PanelProps = GameAssetsPanelProps & {
  /**
   * A client made already, for `apiBaseUrl` (the standalone page's, made at start-up); `token`
   * and `getToken` are then unused.
   */
  apiClient?: ApiClient | undefined
  /** How lists are read when the panel makes its own client: the package's list worker. */
  listLoader?: ListLoader | undefined
  /** "Copy link" copies this address of an item (the standalone page's own). */
  linkTo?: LinkTo | undefined
  /** False: the game is the host's and the panel shows no picker (the element's `hide-picker`). */
  canPickGame?: boolean | undefined
}

const noGames: readonly ConfiguredGame[] = []

/** `url` resolved against the page's address as it is now (as it stands, where there is none). */
function absoluteUrl(url: string): string {
  if (typeof document === 'undefined') return url
  try {
    return new URL(url || '/', document.baseURI).href
  } catch {
    return url
  }
}

/**
 * The whole dashboard as one component: picker, tabs and tables for one game cloud API. It
 * brings its own providers, fills its container, needs no router, and never reads or writes the
 * page's URL, global key handlers or global styles (see src/embed/ for its style isolation).
 */
export function PanelRoot({
  apiBaseUrl,
  token,
  getToken,
  apiClient: givenApiClient,
  listLoader,
  view,
  onViewChange,
  theme = 'system',
  queryClient,
  games = noGames,
  documentationHosts,
  staleAfterHours,
  maxListSeconds,
  timeFormat,
  timeZone = 'local',
  asOf,
  onEnterToken,
  columns,
  onColumnsChange,
  itemId,
  onItemLink,
  linkTo,
  persist = false,
  canPickGame = view?.game === undefined || onViewChange !== undefined,
}: PanelProps) {
  const [ownClient] = useState<QueryClient | undefined>(() =>
    queryClient ? undefined : createQueryClient(),
  )
  const client = queryClient ?? (ownClient as QueryClient)
  // The panel's own keys start with the base URL: its retry and refresh rules apply to them
  // only, whatever the host's client does for its own queries.
  useMemo(() => client.setQueryDefaults([apiBaseUrl], dashboardQueryDefaults), [client, apiBaseUrl])

  // A new token or getter makes a new client, and every key holds its client: nothing read with
  // the old one is shown again (in a shared console, one operator's lists to the next). The
  // client sends to the address the API had when it was made: a relative one is resolved then,
  // so a `<base>` a script adds to the host page later cannot take the token elsewhere.
  const apiClient = useMemo(() => {
    if (givenApiClient) return givenApiClient
    return createApiClient({
      baseUrl: apiBaseUrl,
      sendTo: absoluteUrl(apiBaseUrl),
      getToken: getToken ?? (() => token),
      listLoader,
      listTimeLimitMs: maxListMs(maxListSeconds),
      identity: identityOf(getToken ?? token),
      storedLists: persist ? createStoredLists({ enabled: () => true }) : undefined,
    })
  }, [givenApiClient, apiBaseUrl, token, getToken, listLoader, maxListSeconds, persist])
  // ...and the old client's lists leave the cache too (a host's client would keep them for
  // minutes), their requests stopped. A client given (the standalone page's) is replaced by its
  // maker, which does this itself (app/services.ts): a second clear of the stored lists, later,
  // would drop the new token's first lists as well.
  const shownClient = useRef(apiClient)
  useEffect(() => {
    const earlier = shownClient.current
    shownClient.current = apiClient
    if (earlier === apiClient || givenApiClient) return
    client.removeQueries({ queryKey: clientKey(earlier) })
    // The recent games' names were read with the old token too, and so were the lists it kept.
    forgetGameNames()
    void earlier.storedLists?.close()
  }, [client, apiClient, givenApiClient])
  // A panel that made its own API client takes its lists with it when it goes (an element
  // removed, or moved to another API): none of its requests is still sent after.
  useEffect(
    () => () => {
      if (!givenApiClient) client.removeQueries({ queryKey: clientKey(shownClient.current) })
    },
    [client, givenApiClient],
  )

  const [ownView, setOwnView] = useState(defaultView)
  // What the operator sees: the panel's own view, with each part the host owns.
  const base = viewWith(ownView, view)
  const hostItem = useHostItem(itemId, base.item)
  const shown: View = { ...base, item: hostItem.item }
  const change = (patch: Partial<View>) => {
    // Another game or tab chosen leaves the item a link opened (the panel finding the item's tab
    // keeps it: its patch names the item).
    const leaves =
      (patch.game !== undefined && patch.game !== shown.game) ||
      (patch.tab !== undefined && patch.tab !== shown.tab)
    const next = { ...shown, ...(leaves && { item: undefined }), ...patch }
    if (shown.item !== undefined && next.item === undefined) hostItem.leave()
    setOwnView(next)
    onViewChange?.(next)
  }
  const rememberedFormat = timeFormatPreference.use()
  const scheme = useColorScheme(theme)
  // Plain: the callbacks of a controlling host are new on every render, so a memo would not hold.
  const control: ViewControl = {
    view: shown,
    change,
    canPickGame,
    linkTo: linkTo ?? (onItemLink && ((item) => ({ raise: () => onItemLink(item) }))),
    hostColumns: { columns, onColumnsChange },
  }

  return (
    <QueryClientProvider client={client}>
      <ApiClientContext value={apiClient}>
        <DisplayProvider
          fixedNow={asOf}
          timeFormat={timeFormat ?? rememberedFormat}
          timeZone={timeZone}
          staleAfter={staleAfterMs(staleAfterHours ?? DEFAULT_STALE_AFTER_HOURS)}
        >
          <ViewContext value={control}>
            <ComparisonProvider readWith={apiClient}>
              <PanelBody
                scheme={scheme}
                games={games}
                documentationHosts={documentationHosts}
                onEnterToken={onEnterToken}
                problem={hostItem.problem}
                persist={persist}
              />
            </ComparisonProvider>
          </ViewContext>
        </DisplayProvider>
      </ApiClientContext>
    </QueryClientProvider>
  )
}
