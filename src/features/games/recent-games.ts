import { createStoredValue } from '@/lib/preference'

export type RecentGame = { id: string; name?: string | undefined }

const LIMIT = 8

/** Tolerates anything in storage: another version of the app may have written it. */
export function parseRecentGames(raw: string): RecentGame[] {
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return []
      const { id, name } = item as Record<string, unknown>
      if (typeof id !== 'string' || !id) return []
      return [{ id, name: typeof name === 'string' ? name : undefined }]
    })
  } catch {
    return []
  }
}

/** Games opened recently in this browser, newest first. */
const recentGames = createStoredValue(
  'game-assets:recent-games',
  (stored) => parseRecentGames(stored ?? '[]'),
  (games: RecentGame[]) => JSON.stringify(games.slice(0, LIMIT)),
)

export function rememberGame(game: RecentGame) {
  recentGames.set([game, ...recentGames.get().filter((other) => other.id !== game.id)])
}

/**
 * The token the names were read with is gone (forgotten, changed, or the API moved): the
 * recent games keep their ids, which the operator chose, and lose their names, which only that
 * token could read.
 */
export function forgetGameNames() {
  const games = recentGames.get()
  if (games.some((game) => game.name !== undefined))
    recentGames.set(games.map(({ id }) => ({ id })))
}

export function useRecentGames(): [RecentGame[], (game: RecentGame) => void] {
  return [recentGames.use(), rememberGame]
}
