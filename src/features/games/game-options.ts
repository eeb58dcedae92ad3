import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useApiClient } from '@/api/client-context'
import { gameQueries } from './game-queries'
import { useRecentGames, type RecentGame } from './recent-games'

export type GameSource = 'api' | 'config' | 'recent'
export type GameOption = {
  id: string
  name: string | undefined
  source: GameSource
  /** The game's logo as the API listed it (GameLogo resolves and checks it). */
  logoUrl?: string
}
/** A game as a source names it; only the API's list has logos. */
type NamedGame = RecentGame & { logoUrl?: string }
export type ConfiguredGame = { id: string; name?: string | undefined }

/** One entry per id; the first source that names a game wins (API, then config, then recent). */
export function mergeGameOptions(
  sources: { source: GameSource; games: readonly NamedGame[] }[],
): GameOption[] {
  const byId = new Map<string, GameOption>()
  for (const { source, games } of sources) {
    for (const { id, name, logoUrl } of games) {
      const known = byId.get(id) ?? { id, name: undefined, source }
      known.name ||= name || undefined
      if (logoUrl) known.logoUrl ??= logoUrl
      byId.set(id, known)
    }
  }
  return [...byId.values()]
}

/**
 * Every game the operator might want: the API's list (when the token may read it), the games in
 * config.json, and those opened recently here. The API list failing is normal for a game cloud
 * token, so it is reported next to the picker instead of blocking it.
 */
export function useGameOptions(configGames: readonly ConfiguredGame[]) {
  const gamesQuery = useQuery(gameQueries.list(useApiClient()))
  const [recentGames, rememberGame] = useRecentGames()
  const options = useMemo(
    () =>
      mergeGameOptions([
        { source: 'api', games: gamesQuery.data ?? [] },
        { source: 'config', games: configGames },
        { source: 'recent', games: recentGames },
      ]),
    [gamesQuery.data, configGames, recentGames],
  )
  return { options, listError: gamesQuery.error, isListLoading: gamesQuery.isPending, rememberGame }
}
