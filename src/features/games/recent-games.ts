import { useSyncExternalStore } from 'react'

export type RecentGame = { id: string; name?: string | undefined }

const STORAGE_KEY = 'game-assets:recent-games'
const LIMIT = 8
const listeners = new Set<() => void>()

function readRaw(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '[]'
  } catch {
    return '[]'
  }
}

let cached: { raw: string; games: RecentGame[] } | undefined

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

function getRecentGames(): RecentGame[] {
  const raw = readRaw()
  if (cached?.raw !== raw) cached = { raw, games: parseRecentGames(raw) }
  return cached.games
}

function store(games: RecentGame[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(games.slice(0, LIMIT)))
  } catch {
    // Storage full or disabled (private mode): the picker simply remembers nothing.
  }
  listeners.forEach((listener) => listener())
}

export function rememberGame(game: RecentGame) {
  store([game, ...getRecentGames().filter((other) => other.id !== game.id)])
}

/**
 * The token the names were read with is gone (forgotten, changed, or the API moved): the
 * recent games keep their ids, which the operator chose, and lose their names, which only that
 * token could read.
 */
export function forgetGameNames() {
  const games = getRecentGames()
  if (games.some((game) => game.name !== undefined)) store(games.map(({ id }) => ({ id })))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Games opened recently in this browser, newest first. */
export function useRecentGames(): [RecentGame[], (game: RecentGame) => void] {
  const games = useSyncExternalStore(subscribe, getRecentGames)
  return [games, rememberGame]
}
