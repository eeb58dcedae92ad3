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

export function rememberGame(game: RecentGame) {
  const rest = getRecentGames().filter((other) => other.id !== game.id)
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([game, ...rest].slice(0, LIMIT)))
  } catch {
    // Storage full or disabled (private mode): the picker simply remembers nothing.
  }
  listeners.forEach((listener) => listener())
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
