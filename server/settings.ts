/** How the reference API runs, from its environment (`npm run api`, and the dev servers). */
export type ReferenceApiSettings = {
  host: string
  port: number
  token: string | undefined
  /** The origin avatar and logo urls go out on; see ApiHandlerOptions. */
  publicOrigin: string
  /** GET requests per 15 minutes per route and client, as the real service counts; none if unset. */
  rateLimit: number | undefined
}

export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host)

/**
 * The host a request was addressed to (its `Host` header, without the port) is this machine. A
 * page on another site that a DNS name points at 127.0.0.1 (DNS rebinding) sends its own name.
 */
export function addressedToThisMachine(hostHeader: string | undefined): boolean {
  const name = (hostHeader ?? '').trim().toLowerCase()
  const host = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.split(':')[0]
  return isLoopback(host ?? '')
}

/**
 * Every way of serving the reference API (`npm run api`, `npm start`, `npm run preview`) calls
 * this before it listens. Listening beyond this machine without a token would let anyone who
 * reaches it read its lists and tie it up with load-test games, so that throws, saying what to
 * set. `setting` is where the address came from, as the operator wrote it (`HOST=0.0.0.0`).
 */
export function refuseOpenReferenceApi(
  host: string,
  token: string | undefined,
  setting: string,
): void {
  if (isLoopback(host) || token) return
  throw new Error(
    `${setting} lets other machines reach the reference API: set REFERENCE_TOKEN too, so that only requests with that token are answered.`,
  )
}

/**
 * `HOST` (default 127.0.0.1: only this machine reaches it), `PORT` (default 8787),
 * `REFERENCE_TOKEN`, `PUBLIC_ORIGIN` (default `http://localhost:<port>`) and
 * `REFERENCE_RATE_LIMIT` (the real service's is 128; unset, nothing is counted); see
 * refuseOpenReferenceApi for a host other machines reach.
 */
export function referenceApiSettings(
  env: Record<string, string | undefined>,
): ReferenceApiSettings {
  const host = env.HOST?.trim() || '127.0.0.1'
  const port = Number(env.PORT) || 8787
  const token = env.REFERENCE_TOKEN || undefined
  refuseOpenReferenceApi(host, token, `HOST=${host}`)
  const publicOrigin = (env.PUBLIC_ORIGIN?.trim() || `http://localhost:${port}`).replace(/\/+$/, '')
  const limit = env.REFERENCE_RATE_LIMIT?.trim() ?? ''
  const rateLimit = limit ? Number(limit) : undefined
  if (rateLimit !== undefined && !(Number.isSafeInteger(rateLimit) && rateLimit > 0)) {
    throw new Error(
      `REFERENCE_RATE_LIMIT=${limit.slice(0, 40)} is not a count of requests: set a whole number above 0 (the real service allows 128), or leave it unset.`,
    )
  }
  return { host, port, token, publicOrigin, rateLimit }
}
