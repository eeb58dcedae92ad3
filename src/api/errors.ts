import { echoText } from '@/lib/bound-text'
import { formatSize } from '@/lib/format-size'
import { formatDuration } from '@/lib/format-time'

/** A non-2xx answer from the API, decoded from the service's error body when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string | undefined
  readonly rayId: string | undefined
  readonly documentation: string | undefined
  /** How long the server asked us to wait (`retry-after`), in milliseconds, when it said. */
  readonly retryAfterMs: number | undefined
  /** The body was not the service's JSON error (an HTML page from a proxy, say). */
  readonly fromGateway: boolean

  constructor(init: {
    status: number
    message: string
    code?: string | undefined
    rayId?: string | undefined
    documentation?: string | undefined
    retryAfterMs?: number | undefined
    fromGateway?: boolean
  }) {
    super(init.message)
    this.status = init.status
    this.code = init.code
    this.rayId = init.rayId
    this.documentation = init.documentation
    this.retryAfterMs = init.retryAfterMs
    this.fromGateway = init.fromGateway ?? false
  }
}

/** A 2xx answer whose body is not what the interface document promises. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError'
  readonly rayId: string | undefined
  /** Where in the body the first problem is, e.g. `builds[3].content_length`. */
  readonly path: string | undefined

  constructor(message: string, options: { path?: string; rayId?: string | undefined } = {}) {
    super(message)
    this.path = options.path
    this.rayId = options.rayId
  }
}

/**
 * A request's address as a sentence quotes it: without a user name or password, controls made
 * visible and the length bounded (an 8,000-character game id is not echoed whole).
 */
const shownUrl = (url: string) => {
  try {
    const parsed = new URL(url)
    if (parsed.username || parsed.password) {
      parsed.username = ''
      parsed.password = ''
      return echoText(parsed.href)
    }
  } catch {
    // Not an absolute URL: nothing in it is a credential.
  }
  return echoText(url)
}

/**
 * No complete HTTP answer: offline, DNS, refused connection, CORS, or the connection dropped
 * while the body was arriving.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  readonly url: string
  /** The answer had begun: the connection broke while its body was arriving. */
  readonly midBody: boolean
  /**
   * The answer was a redirect, which the API never sends (a proxy or a wrong address sending the
   * request elsewhere, with the token): it was not followed.
   */
  readonly redirected: boolean

  constructor(
    url: string,
    options: { cause?: unknown; midBody?: boolean; redirected?: boolean } = {},
  ) {
    super(
      options.redirected
        ? `The API at ${shownUrl(url)} answered with a redirect to another address, which it never does: a proxy or a wrong API address may be sending requests elsewhere. The dashboard did not follow it, so your token stayed here. Check the configured API address.`
        : options.midBody
          ? `The connection to the API at ${shownUrl(url)} broke while the answer was arriving. Try again.`
          : `Could not reach the API at ${shownUrl(url)}. Check your connection and the configured API address.`,
      { cause: options.cause },
    )
    this.url = url
    this.midBody = options.midBody ?? false
    this.redirected = options.redirected ?? false
  }
}

/** A request the dashboard refuses to send, such as an id that cannot be a path segment. */
export class InvalidRequestError extends Error {
  override readonly name = 'InvalidRequestError'
}

/**
 * A token holding a character no HTTP header can carry: the dashboard does not send it (the
 * browser would refuse the request, which would read as "could not reach the API"). The message
 * is the token form's sentence, naming the character and where it is (api/token-problem.ts).
 */
export class UnsendableTokenError extends Error {
  override readonly name = 'UnsendableTokenError'
}

/**
 * An answer that has not begun after this long is given up on, and the operator told; so is a
 * list that stops arriving for this long part-way (src/api/request.ts).
 */
export const REQUEST_TIMEOUT_MS = 15_000

/**
 * The most of one answer the dashboard reads (as it arrives, after gzip): a million builds are
 * about 250 MB. Past it, reading stops: a body that inflates without end (805 MB from 3.5 MB of
 * gzip) would otherwise take the tab's memory. config.json `maxResponseMegabytes` changes it.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 512 * 1024 * 1024

/** The answer passed `maxBytes` while arriving: reading stopped, and nothing of it is shown. */
export function tooLargeError(maxBytes: number, rayId: string | undefined): InvalidResponseError {
  return new InvalidResponseError(
    `The API's answer passed ${formatSize(maxBytes)} and was still arriving, more than this dashboard reads, so it stopped reading. If the list really is that large, raise maxResponseMegabytes in config.json.`,
    { rayId },
  )
}

/**
 * The most of one list item the dashboard reads, counted in characters of its JSON (each one at
 * least a byte): an item is a few hundred bytes. Past it, reading stops at once rather than
 * waiting for the item's end. config.json `maxItemMegabytes` changes it.
 */
export const DEFAULT_MAX_ITEM_BYTES = 1024 * 1024

/**
 * Reading a 2xx answer failed here, not in the network (the engine refused a string that long,
 * say): asking again would fetch the same answer and fail the same way, so it is not retried.
 */
export function unreadableAnswerError(
  error: unknown,
  rayId: string | undefined,
): InvalidResponseError {
  if (error instanceof InvalidResponseError) return error
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return new InvalidResponseError(
    `This browser could not read the API's answer (${echoText(reason, 120)}), so the dashboard stopped and will not ask again by itself: the same answer would fail again. Retry once it has changed, or report it with its ray id.`,
    { rayId },
  )
}

/**
 * No answer within REQUEST_TIMEOUT_MS, or (`midBody`) an answer that began and then sent nothing
 * more for that long: the request was stopped.
 */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError'
  readonly url: string
  /** The answer had begun: it stalled part-way. */
  readonly midBody: boolean

  constructor(url: string, { midBody = false }: { midBody?: boolean } = {}) {
    super(
      midBody
        ? `The answer from the API at ${shownUrl(url)} began, then nothing more came for ${REQUEST_TIMEOUT_MS / 1000} seconds, so the request was stopped.`
        : `The API at ${shownUrl(url)} did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds, so the request was stopped.`,
    )
    this.url = url
    this.midBody = midBody
  }
}

/**
 * The longest a list may take to arrive in all, in seconds: REQUEST_TIMEOUT_MS stops only one
 * that makes no progress, not a server that sends a byte every few seconds. config.json
 * `maxListSeconds` (the embedded forms' `maxListSeconds` / `max-list-seconds`) changes it.
 */
export const DEFAULT_MAX_LIST_SECONDS = 300

/** The longest a timer waits: a longer delay would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/** `maxListSeconds` in ms; the default for a value that is not a number of seconds above 0. */
export function maxListMs(seconds: number | undefined): number {
  const valid = seconds !== undefined && Number.isFinite(seconds) && seconds > 0
  return Math.min((valid ? seconds : DEFAULT_MAX_LIST_SECONDS) * 1000, LONGEST_TIMER_MS)
}

/** A list still arriving after its time limit: reading it was stopped, and nothing of it kept. */
export class ListTimeLimitError extends Error {
  override readonly name = 'ListTimeLimitError'
  readonly url: string
  readonly limitMs: number

  constructor(url: string, limitMs: number) {
    super(
      `The list at ${shownUrl(url)} was still arriving after ${formatDuration(limitMs)}, so reading it was stopped.`,
    )
    this.url = url
    this.limitMs = limitMs
  }
}
