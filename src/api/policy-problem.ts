/**
 * One sentence when the page's Content-Security-Policy will not let it reach `apiUrl`
 * (config.json's API, or a list's URL). The check parses CSP, so it loads only when there is
 * something to check: a policy on the page and an API on another origin (the build's policy
 * always allows its own origin). The app asks this for its banner while the first list is on its way; the list worker
 * asks it before taking a list (src/api/list-stream/list-load.ts).
 */
export async function findPolicyProblem(apiUrl: string): Promise<string | undefined> {
  const hasPolicy = document.querySelector('meta[http-equiv="Content-Security-Policy" i]')
  let sameOrigin = true
  try {
    sameOrigin = new URL(apiUrl || '.', document.baseURI).origin === window.location.origin
  } catch {
    // The client reports a base URL it cannot use.
  }
  if (!hasPolicy || sameOrigin) return undefined
  try {
    const { cspBlocksApi } = await import('./csp-check')
    return cspBlocksApi(apiUrl)
  } catch {
    return undefined // Without the check the page still works; it only cannot explain a block.
  }
}
