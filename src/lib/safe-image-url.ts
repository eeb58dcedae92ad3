/**
 * The URL an avatar image may be loaded from: http(s) only, or a path on this page's origin.
 * `javascript:`, `data:`, `blob:`, `file:` and anything unparsable give undefined, and the
 * placeholder shows instead.
 */
export function safeImageUrl(url: string | undefined, base = document.baseURI): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url, base)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

/**
 * `safeImageUrl` for an image URL the API sent (an avatar's `url`, a game's `logo_url`): a
 * relative one is the API's, so it resolves against the API's base URL (a path on the page's
 * origin when the API is one), not against the dashboard's page.
 */
export function apiImageUrl(url: string | undefined, apiBaseUrl: string | undefined) {
  const pageBase = document.baseURI
  const base = apiBaseUrl ? new URL(apiBaseUrl.replace(/\/*$/, '/'), pageBase).href : pageBase
  return safeImageUrl(url, base)
}
