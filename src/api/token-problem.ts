import { codePoint, hasControls } from '@/lib/bound-text'

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
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator',
  '\u2060': 'a word joiner',
  '\ufeff': 'a byte order mark',
}

/**
 * Why `text` cannot be a token (an HTTP header refuses all but visible ASCII, and the request would
 * fail as "Could not reach the API"), or undefined. Surrounding whitespace is not counted:
 * tokenStore.set and the API client drop it. The token form asks before saving and the API client
 * before sending any token, a host's too (the element's `token`, `getToken`), so both say the same.
 */
export function tokenProblem(text: string): string | undefined {
  const token = text.trim()
  const at = token.search(/[^\x21-\x7e]/)
  if (at < 0) return undefined
  const char = String.fromCodePoint(token.codePointAt(at) ?? 0)
  const code = codePoint(char)
  // Shown as it is, an override would turn the rest of the sentence around.
  const name =
    CHARACTER_NAMES[char] ??
    (hasControls(char) ? 'an invisible character' : `the character “${char}”`)
  return `The token holds ${name} (${code}) at character ${at + 1}: a token is letters, digits and punctuation only. Paste it again without it.`
}
