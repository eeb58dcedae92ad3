import { cspBlocksApi } from './csp-check'

/**
 * One sentence when the page's Content-Security-Policy will not let it reach `apiUrl`
 * (config.json's API, or a list's URL). The check parses CSP (csp-check.ts), so it runs only
 * when there is something to check: a policy on the page and an API on another origin that the
 * policy does not name word for word (the build's policy names the API origins it was built for). The app asks
 * this for its banner while the first list is on its way; the list loader asks it before giving
 * a list to the worker (src/api/list-stream/list-load.ts), where it is on the way to the first
 * rows: the usual case answers at once.
 */
export async function findPolicyProblem(apiUrl: string): Promise<string | undefined> {
  const policies = [...document.querySelectorAll('meta[http-equiv]')]
    .filter((meta) => meta.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy')
    .map((meta) => meta.getAttribute('content') ?? '')
  let origin: string | undefined
  try {
    origin = new URL(apiUrl || '.', document.baseURI).origin
  } catch {
    // The client reports a base URL it cannot use.
  }
  if (policies.length === 0 || origin === undefined || origin === window.location.origin) {
    return undefined
  }
  if (policies.every((policy) => connectSourcesOf(policy)?.includes(origin))) return undefined
  return cspBlocksApi(apiUrl)
}

/** The sources a policy's own `connect-src` lists, as written; undefined without one. */
const connectSourcesOf = (policy: string) =>
  /(?:^|;)\s*connect-src\s+([^;]*)/i.exec(policy)?.[1]?.trim().split(/\s+/)
