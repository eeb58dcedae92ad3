/** Where the token is kept (the release review script writes it there too). */
export const TOKEN_STORAGE_KEY = 'game-assets:api-token'
const listeners = new Set<() => void>()

/** Web storage can be disabled or full (private windows): then the token lives in memory only. */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action()
  } catch {
    return undefined
  }
}

const readStored = () =>
  attempt(
    () => sessionStorage.getItem(TOKEN_STORAGE_KEY) || localStorage.getItem(TOKEN_STORAGE_KEY),
  ) ?? undefined

let token = readStored()

/**
 * The API token lives in memory and in sessionStorage, gone when the browser session ends; in
 * localStorage only when the operator asks to be remembered on this device. It is never put in
 * config.json, the URL, a log or an error message, and the API client sends it to the API's
 * base URL only.
 */
export const tokenStore = {
  get: (): string | undefined => token,
  isRemembered: (): boolean => Boolean(attempt(() => localStorage.getItem(TOKEN_STORAGE_KEY))),
  set(next: string | undefined, { remember = false }: { remember?: boolean } = {}) {
    token = next?.trim() || undefined
    attempt(() => {
      sessionStorage.removeItem(TOKEN_STORAGE_KEY)
      localStorage.removeItem(TOKEN_STORAGE_KEY)
      if (token) (remember ? localStorage : sessionStorage).setItem(TOKEN_STORAGE_KEY, token)
    })
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
