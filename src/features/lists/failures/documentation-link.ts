/** Where the service's own error documentation lives (its error bodies link there). */
export const SERVICE_DOCUMENTATION_HOSTS: readonly string[] = ['rivet.gg']

/**
 * The error body's `documentation` as a link the alert may show: https only, on the service's
 * documentation host (or a host below it) or one config.json lists. Anything else, an `http:`
 * page or a lookalike host, is not linked: the body comes from whatever answered.
 */
export function documentationLink(
  url: string | undefined,
  extraHosts: readonly string[] = [],
): string | undefined {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return undefined
  // Host names without the dot a fully qualified one may end with: an empty entry (or ".")
  // would otherwise allow every host ending in a dot (`https://evil.example./`).
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '')
  const allowed = [...SERVICE_DOCUMENTATION_HOSTS, ...extraHosts].some((listed) => {
    const name = listed.trim().toLowerCase().replace(/\.$/, '')
    return name !== '' && (host === name || host.endsWith(`.${name}`))
  })
  return allowed ? parsed.href : undefined
}
