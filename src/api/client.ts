import {
  DEFAULT_MAX_ITEM_BYTES,
  DEFAULT_MAX_RESPONSE_BYTES,
  InvalidRequestError,
  InvalidResponseError,
  maxListMs,
  NetworkError,
  UnsendableTokenError,
} from './errors'
import { decodeErrorResponse } from './decode-error'
import type { ListKind } from '@/model/list-kinds'
import { pageListLoader, type ListLoad, type ListLoader } from './list-stream/list-load'
import { sharedListLoads } from './list-stream/shared-loads'
import type { Snapshot, SnapshotExpectation } from './snapshot/read-snapshot'
import { readSnapshotFile } from './snapshot/read-snapshot-file'
import type { StoredLists } from './stored-lists/stored-lists'
import { identityOf } from './identity'
import { tokenProblem } from './token-problem'
import { parseAnswer, openRequest, rayIdOf, readBoundedText, type OpenRequestInit } from './request'

export type ApiClientOptions = {
  /** Absolute URL or path the API lives under; empty means the page's own origin. */
  baseUrl: string
  /**
   * Where requests go, when not `baseUrl` as it is: the same API as an absolute URL, fixed when
   * the client is made (`baseUrl` still names the client in query keys).
   */
  sendTo?: string | undefined
  /**
   * Read before every request, so a token entered later is used at once; a host embedding the
   * panel may answer with a promise, to refresh an expiring token first.
   */
  getToken?: () => string | undefined | Promise<string | undefined>
  /** How lists are loaded: in a worker for the app (main.tsx), on the page by default. */
  listLoader?: ListLoader
  /** The most of one answer that is read (DEFAULT_MAX_RESPONSE_BYTES unless config.json says). */
  maxResponseBytes?: number | undefined
  /** How long a list may take to arrive in all (DEFAULT_MAX_LIST_SECONDS unless told). */
  listTimeLimitMs?: number | undefined
  /** The most of one list item that is read (DEFAULT_MAX_ITEM_BYTES unless config.json says). */
  maxItemBytes?: number | undefined
  /** Where lists are kept between visits, if they are (stored-lists/stored-lists.ts). */
  storedLists?: StoredLists | undefined
  /** Whose lists its queries hold (identity.ts); the token getter's by default. */
  identity?: string | undefined
}

/** A 2xx answer's JSON body (exact integers kept) and the request's ray id. */
export type ApiAnswer = { body: unknown; rayId: string | undefined }

export type RequestOptions = { signal?: AbortSignal | undefined }

export type ApiClient = {
  readonly baseUrl: string
  /**
   * Whose answers these are, one per token (identity.ts): every query key holds it
   * (query-keys.ts), so a list read with one token is never shown through a client of another.
   */
  readonly identity: string
  /** The most of one list item read, as the list reader counts it (a snapshot's items too). */
  readonly maxItemBytes: number
  /** Where this client's lists are kept between visits; none for a page that keeps none. */
  readonly storedLists?: StoredLists | undefined
  get<T>(
    path: string,
    parse: (body: unknown, rayId?: string) => T,
    options?: RequestOptions,
  ): Promise<T>
  /**
   * Starts loading a kind's list at `path` now, or follows its request if one is running
   * (shared-loads.ts); its items can be shown as they arrive.
   */
  loadList<K extends ListKind>(kind: K, path: string, signal?: AbortSignal): ListLoad<K>
  /** Reads a snapshot file where lists are read, its items held to `maxItemBytes`. */
  readSnapshot<K extends ListKind>(
    file: File,
    expected: SnapshotExpectation<K>,
  ): Promise<Snapshot<K>>
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
 * A GET whose whole answer is read at once. Non-2xx answers become ApiError; bodies that are not
 * JSON become InvalidResponseError; no answer at all becomes NetworkError (src/api/request.ts).
 */
export async function requestJson(
  url: string,
  { maxBytes = DEFAULT_MAX_RESPONSE_BYTES, ...init }: OpenRequestInit & { maxBytes?: number } = {},
): Promise<ApiAnswer> {
  const { response: answer, failure, progress } = openRequest(url, init)
  const response = await answer
  if (!response.ok) throw await decodeErrorResponse(response)
  const rayId = rayIdOf(response)
  let text: string
  try {
    const started = performance.now()
    text = await readBoundedText(response, maxBytes, progress)
    measure(`${url}: body`, started)
  } catch (error) {
    if (error instanceof InvalidResponseError) throw error
    throw failure(error, new NetworkError(url, { cause: error, midBody: true }))
  }
  const started = performance.now()
  const body = parseAnswer(text, rayId)
  measure(`${url}: JSON.parse`, started)
  return { body, rayId }
}

/** A User Timing entry, so DevTools and the benchmark can say where a slow list spends time. */
function measure(name: string, start: number) {
  performance.measure(name, { start, end: performance.now() })
}

export function createApiClient({
  baseUrl,
  sendTo = baseUrl,
  getToken,
  listLoader = pageListLoader,
  maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
  listTimeLimitMs = maxListMs(undefined),
  maxItemBytes = DEFAULT_MAX_ITEM_BYTES,
  storedLists,
  identity = identityOf(getToken),
}: ApiClientOptions): ApiClient {
  /** Spaces around a token are dropped, as the token form does; one that cannot be sent fails. */
  const toHeaders = (token: string | undefined): Record<string, string> | Promise<never> => {
    const problem = token && tokenProblem(token)
    if (problem) return Promise.reject(new UnsendableTokenError(problem))
    return token?.trim() ? { authorization: `Bearer ${token.trim()}` } : {}
  }
  /** A plain token is used at once; a promise (a host refreshing its token) is waited for. */
  const headers = () => {
    const token = getToken?.()
    return token instanceof Promise ? token.then(toHeaders) : toHeaders(token)
  }
  const send = (path: string, signal?: AbortSignal) => {
    const url = joinUrl(sendTo, path)
    const sent = headers()
    return sent instanceof Promise
      ? sent.then((resolved) =>
          requestJson(url, { headers: resolved, signal, maxBytes: maxResponseBytes }),
        )
      : requestJson(url, { headers: sent, signal, maxBytes: maxResponseBytes })
  }
  const lists = sharedListLoads()
  return {
    baseUrl,
    identity,
    maxItemBytes,
    storedLists,
    loadList: (kind, path, signal) =>
      lists(
        path,
        (stop) =>
          listLoader(
            {
              kind,
              url: joinUrl(sendTo, path),
              headers: headers(),
              maxBytes: maxResponseBytes,
              timeLimitMs: listTimeLimitMs,
              maxItemBytes,
              store: storedLists?.request(JSON.stringify([baseUrl, path, kind])),
            },
            stop,
          ),
        signal,
      ),
    readSnapshot: (file, expected) =>
      (listLoader.readSnapshot ?? readSnapshotFile)(file, expected, { maxItemBytes }),
    async get(path, parse, options = {}) {
      const { body, rayId } = await send(path, options.signal)
      const started = performance.now()
      const parsed = parse(body, rayId)
      measure(`${path}: validate`, started)
      return parsed
    },
  }
}
