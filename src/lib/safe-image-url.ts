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
