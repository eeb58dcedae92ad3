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

const changed = (next: string | undefined) => {
  token = next
  listeners.forEach((listener) => listener())
}

/**
 * Another tab of this device forgot the remembered token, or remembered another: this tab stops
 * using that token (and its lists go, src/app/services.ts). Another token, given to this tab
 * alone (sessionStorage), is its own, and stays.
 */
function followOtherTabs(event: StorageEvent) {
  if (event.storageArea !== attempt(() => localStorage)) return
  const own = attempt(() => sessionStorage.getItem(TOKEN_STORAGE_KEY)) ?? null
  if (event.key === TOKEN_STORAGE_KEY && token !== undefined && token === event.oldValue) {
    if (own === token) attempt(() => sessionStorage.removeItem(TOKEN_STORAGE_KEY))
    changed(event.newValue ?? undefined)
  } else if (event.key === null && token !== undefined && own !== token) {
    // localStorage cleared whole.
    changed(undefined)
  }
}
globalThis.addEventListener?.('storage', followOtherTabs)

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
    changed(token)
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
