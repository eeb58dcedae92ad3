const STORAGE_KEY = 'game-assets:api-token'
const listeners = new Set<() => void>()

function readStored(): string | undefined {
  try {
    return sessionStorage.getItem(STORAGE_KEY) || undefined
  } catch {
    return undefined
  }
}

let token = readStored()

/**
 * The API token lives in memory and in sessionStorage (gone when the browser session ends); it is
 * never put in config.json or the URL.
 */
export const tokenStore = {
  get: (): string | undefined => token,
  set(next: string | undefined) {
    token = next?.trim() || undefined
    try {
      if (token) sessionStorage.setItem(STORAGE_KEY, token)
      else sessionStorage.removeItem(STORAGE_KEY)
    } catch {
      // Storage disabled: the token still works until the page is closed.
    }
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
