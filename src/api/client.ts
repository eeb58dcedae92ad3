import { decodeErrorResponse } from './decode-error'
import {
  InvalidRequestError,
  InvalidResponseError,
  NetworkError,
  REQUEST_TIMEOUT_MS,
  TimeoutError,
} from './errors'
import { parseJsonExact } from './json'

export type ApiClientOptions = {
  /** Absolute URL or path the API lives under; empty means the page's own origin. */
  baseUrl: string
  /**
   * Read before every request, so a token entered later is used at once; a host embedding the
   * panel may answer with a promise, to refresh an expiring token first.
   */
  getToken?: () => string | undefined | Promise<string | undefined>
}

export type RequestOptions = { signal?: AbortSignal | undefined }

export type ApiClient = {
  readonly baseUrl: string
  /** Starts a GET now; the next `get` of the same path takes its answer instead of asking again. */
  preload(path: string): void
  get<T>(
    path: string,
    parse: (body: unknown, rayId?: string) => T,
    options?: RequestOptions,
  ): Promise<T>
}

/**
 * Encodes one path segment. "." and ".." cannot be sent as a segment at all: URLs resolve them
 * (encoded or not) into the parent path, so the request would reach another endpoint.
 */
function encodeSegment(segment: string): string {
  if (segment === '.' || segment === '..' || segment === '') {
    throw new InvalidRequestError(`"${segment}" is not a valid id.`)
  }
  return encodeURIComponent(segment)
}

/** Builds an API path with every interpolated value percent-encoded as one path segment. */
export function apiPath(strings: TemplateStringsArray, ...segments: string[]): string {
  return strings.reduce((path, part, i) => {
    const segment = segments[i - 1]
    return path + (segment === undefined ? '' : encodeSegment(segment)) + part
  })
}

export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path
}

/**
 * The one place that calls `fetch`. Non-2xx answers become ApiError; bodies that are not JSON
 * become InvalidResponseError; no answer at all becomes NetworkError.
 */
export async function requestJson(
  url: string,
  init: { headers?: Record<string, string>; signal?: AbortSignal | undefined } = {},
): Promise<{ body: unknown; rayId: string | undefined }> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
  // A failure after the caller gave up is the caller's abort; after 15 s it is our timeout.
  const failure = (error: unknown, otherwise: Error) =>
    init.signal?.aborted ? error : timeout.aborted ? new TimeoutError(url) : otherwise
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...init.headers },
      signal,
    })
  } catch (error) {
    throw failure(error, new NetworkError(url, { cause: error }))
  }
  if (!response.ok) throw await decodeErrorResponse(response)
  const rayId = response.headers.get('rvt-ray-id') ?? undefined
  let text: string
  try {
    const started = performance.now()
    text = await response.text()
    measure(`${url}: body`, started)
  } catch (error) {
    throw failure(error, new NetworkError(url, { cause: error, midBody: true }))
  }
  try {
    const started = performance.now()
    const body = parseJsonExact(text)
    measure(`${url}: JSON.parse`, started)
    return { body, rayId }
  } catch {
    const detail =
      text.trim() === '' ? 'an empty body' : 'something that is not JSON (or is cut short)'
    throw new InvalidResponseError(`The API answered with ${detail}.`, { rayId })
  }
}

/** A User Timing entry, so DevTools and the benchmark can say where a slow list spends time. */
function measure(name: string, start: number) {
  performance.measure(name, { start, end: performance.now() })
}

type JsonAnswer = Awaited<ReturnType<typeof requestJson>>

/** Requests started by `preload`, by URL, until a `get` takes them. */
const preloaded = new Map<string, Promise<JsonAnswer>>()

export function createApiClient({ baseUrl, getToken }: ApiClientOptions): ApiClient {
  const request = (url: string, signal?: AbortSignal) => {
    const send = (token: string | undefined) =>
      requestJson(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal })
    const token = getToken?.()
    // A plain token goes out at once (the early request in main.tsx counts on it).
    return token instanceof Promise ? token.then(send) : send(token)
  }
  return {
    baseUrl,
    preload(path) {
      const url = joinUrl(baseUrl, path)
      const answer = request(url)
      // Nobody may take it (the operator navigated away): keep its failure from going unhandled.
      answer.catch(() => undefined)
      preloaded.set(url, answer)
    },
    async get(path, parse, options = {}) {
      const url = joinUrl(baseUrl, path)
      const early = preloaded.get(url)
      preloaded.delete(url)
      const { body, rayId } = await (early ?? request(url, options.signal))
      const started = performance.now()
      const parsed = parse(body, rayId)
      measure(`${path}: validate`, started)
      return parsed
    },
  }
}
