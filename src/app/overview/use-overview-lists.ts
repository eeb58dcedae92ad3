import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { useApiClient } from '@/api/client-context'
import { useStatusClock } from '@/components/stale-rule'
import type { GameOption } from '@/features/games/game-options'
import { listQueries } from '@/features/lists/list-queries'
import { listKindNames, type ListKind } from '@/model/list-kinds'
import { kindState, type OverviewRow } from './overview-rows'

/** The most lists the overview has in flight at once: the API is shared with the game's tabs. */
export const MAX_LISTS_IN_FLIGHT = 4

/**
 * Every game's three lists, through the queries the game's tabs use (a game opened from the
 * overview shows its lists at once), asked for in the games' order, at most MAX_LISTS_IN_FLIGHT
 * at a time: a list is asked for once one before it has come. A list asked for stays asked for.
 */
export function useOverviewLists(games: readonly GameOption[]): OverviewRow[] {
  const client = useApiClient()
  const clock = useStatusClock()
  const pairs = games.flatMap((game) => listKindNames.map((kind) => ({ game, kind })))
  const keyOf = ({ game, kind }: { game: GameOption; kind: ListKind }) => `${game.id} ${kind}`
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set())
  const results = useQueries({
    queries: pairs.map((pair) =>
      listQueries.count(client, pair.kind, pair.game.id, asked.has(keyOf(pair))),
    ),
  })
  // Which asked lists are still coming, as one text: the effect runs when that changes.
  const inFlight = pairs
    .filter((pair, index) => asked.has(keyOf(pair)) && results[index]?.fetchStatus === 'fetching')
    .map(keyOf)
  const waiting = pairs.filter((pair) => !asked.has(keyOf(pair))).map(keyOf)
  const free = MAX_LISTS_IN_FLIGHT - inFlight.length
  const next = free > 0 ? waiting.slice(0, free).join('\n') : ''
  // Asked for in this render (React renders again at once): no frame shows them unasked.
  if (next) setAsked(new Set([...asked, ...next.split('\n')]))

  return games.map((game, gameIndex) => ({
    game,
    kinds: Object.fromEntries(
      listKindNames.map((kind, kindIndex) => {
        const result = results[gameIndex * listKindNames.length + kindIndex]!
        return [kind, kindState(result, clock)]
      }),
    ) as OverviewRow['kinds'],
  }))
}
