import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import { useEffect, useState } from 'react'
import { useApiClient } from '@/api/client-context'
import { ApiError } from '@/api/errors'
import { useStatusClock } from '@/components/stale-rule'
import type { GameOption } from '@/features/games/game-options'
import { listQueries } from '@/features/lists/list-queries'
import { listKindNames, type ListKind } from '@/model/list-kinds'
import { budgetOf } from './request-budget'
import { kindState, type OverviewRow } from './overview-rows'
import type { GameList } from './lately'

/** The most lists the overview has in flight at once: the API is shared with the game's tabs. */
export const MAX_LISTS_IN_FLIGHT = 4
/**
 * The games the overview fills by itself; past them, on demand ("Load the next 20"), so that a
 * long list of games leaves the operator's own requests room within the API's limit.
 */
export const FILLED_AT_ONCE = 100
export const FILLED_ON_DEMAND = 20
/** A 429 without a `retry-after`: the wait before any list is asked again. */
const RATE_LIMIT_WAIT_MS = 60_000

export type OverviewLists = {
  rows: OverviewRow[]
  /** Each game's lists as they have come, for the uploads of every game lately. */
  lists: GameList[]
  /** Games past those filled so far, and how to fill the next FILLED_ON_DEMAND. */
  unfilled: number
  fillMore: () => void
  /** Games (of those filled) with a list still to come: not asked yet, on its way, or waited on. */
  arriving: number
  /** Games (of those filled) with a list that failed: their rows say why. */
  failed: GameOption[]
  /** The API said to wait (a 429): nothing is asked until then (ms on Date.now's clock). */
  waitUntil: number | undefined
  /** The overview has asked its budget's worth of a route: the next ask waits until then. */
  budgetUntil: number | undefined
}

/**
 * Asks for a game's list of one kind (the query the game's tab uses, prefetched: a list that is
 * already coming is not asked twice) and counts it, unless the budget has none left.
 */
function askList(queryClient: QueryClient, client: ApiClient, gameId: string, kind: ListKind) {
  const budget = budgetOf(client)
  const now = Date.now()
  if (budget.left(kind, now) === 0) return
  budget.take(kind, now)
  void queryClient.prefetchQuery({ ...listQueries.list(client, kind, gameId), retry: false })
}

/**
 * Every game's three lists, through the queries the game's tabs use (a game opened from the
 * overview shows its lists at once), asked in the games' order, at most MAX_LISTS_IN_FLIGHT at a
 * time and never past the API's limit per route (request-budget.ts). A list the cache holds whole
 * is shown as it is; one asked and left part-way (a game opened meanwhile) is asked again.
 */
export function useOverviewLists(games: readonly GameOption[]): OverviewLists {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const clock = useStatusClock()
  const budget = budgetOf(client)
  const [filled, setFilled] = useState(FILLED_AT_ONCE)
  // The time the waits are read against: set again when one ends (a 429's, the budget's window).
  const [now, setNow] = useState(() => Date.now())
  const pairs = games.flatMap((game, index) =>
    listKindNames.map((kind) => ({ game, kind, filled: index < filled })),
  )
  // Observers only: the overview asks for each list itself, below, so that it counts each ask.
  const results = useQueries({
    queries: pairs.map(({ game, kind }) => ({
      ...listQueries.count(client, kind, game.id, false),
      retry: false,
    })),
  })

  const waitUntil = results.reduce<number | undefined>((latest, result) => {
    const error = result.error
    if (!(error instanceof ApiError) || error.status !== 429 || result.isFetching) return latest
    const until = result.errorUpdatedAt + (error.retryAfterMs ?? RATE_LIMIT_WAIT_MS)
    return until > now ? Math.max(latest ?? 0, until) : latest
  }, undefined)
  const inFlight = results.filter((result) => result.isFetching).length
  // A filled game's list is still to come while nothing whole has come and it has not failed (a
  // 429 is waited out, then asked again).
  const fates = pairs.map(({ filled }, index) => {
    const result = results[index]!
    if (!filled || (result.data && !result.data.arriving)) return 'settled'
    const failed =
      result.error &&
      !result.isFetching &&
      !(result.error instanceof ApiError && result.error.status === 429)
    return failed ? 'failed' : 'coming'
  })
  const gamesWith = (fate: (typeof fates)[number]) =>
    games.filter((_, game) =>
      fates.slice(game * listKindNames.length, (game + 1) * listKindNames.length).includes(fate),
    )
  // Lists to ask: those still to come that are not on their way already.
  const wanted = pairs.filter(
    (_, index) => fates[index] === 'coming' && !results[index]!.isFetching,
  )
  const blocked = wanted.filter((pair) => budget.left(pair.kind, now) === 0)
  const budgetUntil = blocked.length
    ? Math.min(...blocked.map((pair) => budget.nextAt(pair.kind, now)))
    : undefined
  const next =
    waitUntil === undefined
      ? wanted
          .filter((pair) => budget.left(pair.kind, now) > 0)
          .slice(0, Math.max(0, MAX_LISTS_IN_FLIGHT - inFlight))
      : []
  const nextText = next.map(({ game, kind }) => `${game.id} ${kind}`).join('\n')

  useEffect(() => {
    for (const line of nextText ? nextText.split('\n') : []) {
      const [gameId = '', kind] = line.split(' ') as [string, ListKind]
      askList(queryClient, client, gameId, kind)
    }
  }, [nextText, client, queryClient])
  const wakeAt = waitUntil ?? budgetUntil
  useEffect(() => {
    if (wakeAt === undefined) return
    const timer = setTimeout(() => setNow(Date.now()), wakeAt - Date.now())
    return () => clearTimeout(timer)
  }, [wakeAt])

  const retry = (gameId: string, kind: ListKind) => () => {
    askList(queryClient, client, gameId, kind)
  }
  return {
    lists: pairs.map(({ game, kind }, index) => ({ game, kind, list: results[index]!.data })),
    rows: games.map((game, gameIndex) => ({
      game,
      kinds: Object.fromEntries(
        listKindNames.map((kind, kindIndex) => {
          const result = results[gameIndex * listKindNames.length + kindIndex]!
          return [kind, kindState(result, clock, retry(game.id, kind))]
        }),
      ) as OverviewRow['kinds'],
    })),
    arriving: gamesWith('coming').length,
    failed: gamesWith('failed'),
    unfilled: Math.max(0, games.length - filled),
    fillMore: () => setFilled((count) => count + FILLED_ON_DEMAND),
    waitUntil,
    budgetUntil,
  }
}
