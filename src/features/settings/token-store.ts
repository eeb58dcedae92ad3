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

/** Characters a paste brings along, by name; the rest by code point. */
const CHARACTER_NAMES: Record<string, string> = {
  ' ': 'a space',
  '\t': 'a tab',
  '\n': 'a line break',
  '\r': 'a line break',
  '\u00a0': 'a no-break space',
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u2060': 'a word joiner',
  '\ufeff': 'a byte order mark',
}

/**
 * Why `text` cannot be a token (it goes into an HTTP header, where a browser refuses anything but
 * visible ASCII, and the request would fail as "Could not reach the API"), or undefined when it
 * can. Spaces and line breaks around it are not counted: tokenStore.set drops them.
 */
export function tokenProblem(text: string): string | undefined {
  const token = text.trim()
  const at = token.search(/[^\x21-\x7e]/)
  if (at < 0) return undefined
  const char = String.fromCodePoint(token.codePointAt(at) ?? 0)
  const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
  const name = CHARACTER_NAMES[char] ?? `the character “${char}”`
  return `The token holds ${name} (${code}) at character ${at + 1}: a token is letters, digits and punctuation only. Paste it again without it.`
}
