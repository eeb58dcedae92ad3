/** A host name (letters, digits, hyphens between dots) or a bracketed IPv6 address: no `*`, `,`. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/i

/**
 * The http(s) origin `value` names, or undefined when it is not a clean one: another scheme, a
 * wildcard, a list (`https://a.com,https://b.com`), credentials, or (unless `withPath`) anything
 * after the origin but a trailing slash.
 */
export function parseOrigin(value: string, { withPath = false } = {}): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (!HOST.test(url.hostname) || url.username || url.password) return undefined
  if (!withPath && value.trim().replace(/\/$/, '').toLowerCase() !== url.origin) return undefined
  return url.origin
}
