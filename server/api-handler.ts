import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { acceptsGzip } from './accept-encoding.ts'
import { checkBearerToken } from './auth.ts'
import { BuildQueue } from './build-queue.ts'
import { serveAvatarImage, serveLogoImage } from './image-routes.ts'
import { cloudResponseBody, matchCloudRoute } from './cloud-routes.ts'
import { setCorsHeaders } from './cors.ts'
import { SAMPLE_AVATAR_PREFIX, SAMPLE_LOGO_PREFIX } from './data/avatar-path.ts'
import { MAX_LOAD_TEST_ITEMS } from './data/load-test-game.ts'
import { SAMPLE_NOW } from './data/sample-data.ts'
import { ApiError, internalError, sendError } from './errors.ts'
import { createRateLimit, type RateLimitOptions } from './rate-limit.ts'
import { pinnedClock, type SampleClock } from './sample-clock.ts'
import { addressedToThisMachine } from './settings.ts'
import { sendJsonBody } from './send-json.ts'

export type ApiHandlerOptions = {
  /** When set, every `/cloud/` request must carry `Authorization: Bearer <token>`. */
  token?: string | undefined
  /**
   * The origin avatar and logo urls go out on (`http://localhost:8787`), from configuration:
   * never from the request's Host or X-Forwarded-Proto, which any client can set. Asked per
   * request, so a server may learn its port once it listens.
   */
  publicOrigin: () => string
  /**
   * Where load-test lists are made; by default the handler's own, which makes at most a million
   * items' worth at once (the largest list).
   */
  builds?: BuildQueue
  /**
   * The instant the sample's times count back from (sample-clock.ts). By default SAMPLE_NOW, the
   * times the data is written with; `npm run api` and the dev servers pass the clock
   * `REFERENCE_NOW` sets, or the live one.
   */
  sampleNow?: SampleClock
  /** Counts GET requests per route and client as the real service does (rate-limit.ts). */
  rateLimit?: RateLimitOptions | undefined
}

type RateLimit = ReturnType<typeof createRateLimit>

export type ApiHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (err?: unknown) => void,
) => void

const CLOUD_PREFIX = '/cloud/'

// HEAD is GET without a body (Node drops the body itself); both are safe to answer.
const READ_METHODS = new Set(['GET', 'HEAD'])

/**
 * Images the reference API serves, by path prefix: no token check, as browsers load them with
 * <img>, which cannot send an Authorization header.
 */
const IMAGE_ROUTES: readonly [prefix: string, serve: typeof serveAvatarImage][] = [
  [SAMPLE_AVATAR_PREFIX, serveAvatarImage],
  [SAMPLE_LOGO_PREFIX, serveLogoImage],
]

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  { token, publicOrigin }: ApiHandlerOptions,
  {
    builds,
    signal,
    now,
    limit,
  }: { builds: BuildQueue; signal: AbortSignal; now: Date; limit: RateLimit | undefined },
) {
  // Without a token, only what is addressed to this machine is answered: a site whose name a DNS
  // answer points at 127.0.0.1 would otherwise read the lists from its own page (CORS is `*`).
  if (!token && !addressedToThisMachine(req.headers.host)) {
    throw new ApiError(
      'API_FORBIDDEN',
      'This reference API answers requests for localhost or 127.0.0.1 only, unless REFERENCE_TOKEN is set.',
    )
  }
  if (req.method === 'OPTIONS') {
    res.statusCode = 204
    res.end()
    return
  }
  if (!READ_METHODS.has(req.method ?? '')) {
    throw new ApiError('API_METHOD_NOT_ALLOWED', `Method ${req.method} is not allowed here.`, {
      Allow: 'GET, HEAD, OPTIONS',
    })
  }
  const image = IMAGE_ROUTES.find(([prefix]) => pathname.startsWith(prefix))
  if (image) {
    const [prefix, serve] = image
    serve(res, pathname.slice(prefix.length))
    return
  }
  const route = matchCloudRoute(pathname.slice(CLOUD_PREFIX.length).split('/'))
  if (!route) throw new ApiError('API_NOT_FOUND', 'The requested endpoint was not found.')
  checkBearerToken(req, token)
  limit?.(route.kind, req.headers.authorization ?? req.socket.remoteAddress ?? '')
  const gzip = acceptsGzip(req.headers['accept-encoding'])
  const context = { origin: publicOrigin(), builds, gzip, signal, now }
  await sendJsonBody(res, 200, await cloudResponseBody(route, context))
}

/** Aborts when the client goes away before its answer is sent. */
function whenClosed(res: ServerResponse): AbortSignal {
  const controller = new AbortController()
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new Error('The client closed the request.'))
  })
  return controller.signal
}

/**
 * The reference API as connect-style middleware: Vite's dev and preview servers mount it, and
 * server/main.ts serves it on its own. Paths it does not own go to `next`.
 */
export function createApiHandler(options: ApiHandlerOptions): ApiHandler {
  const builds = options.builds ?? new BuildQueue(MAX_LOAD_TEST_ITEMS)
  const sampleNow = options.sampleNow ?? pinnedClock(Date.parse(SAMPLE_NOW))
  const limit = options.rateLimit && createRateLimit(options.rateLimit)
  return (req, res, next) => {
    // The raw target, not new URL(): that would read `//host/...` as another origin.
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/'
    const owned =
      pathname.startsWith(CLOUD_PREFIX) ||
      IMAGE_ROUTES.some(([prefix]) => pathname.startsWith(prefix))
    if (!owned && next) {
      next()
      return
    }
    // The real service's ray ids are UUIDs.
    const rayId = randomUUID()
    res.setHeader('rvt-ray-id', rayId)
    setCorsHeaders(res)
    const signal = whenClosed(res)
    const fail = (error: unknown) => {
      // The client went away while its list waited its turn: no one is left to answer.
      if (signal.aborted && error === signal.reason) return
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : undefined)
        return
      }
      if (!(error instanceof ApiError)) console.error(`[reference-api] ray ${rayId}:`, error)
      sendError(res, rayId, error instanceof ApiError ? error : internalError())
    }
    if (!owned) fail(new ApiError('API_NOT_FOUND', 'The requested endpoint was not found.'))
    else
      answer(req, res, pathname, options, { builds, signal, now: sampleNow(), limit }).catch(fail)
  }
}
