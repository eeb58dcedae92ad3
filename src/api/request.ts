import {
  InvalidResponseError,
  NetworkError,
  REQUEST_TIMEOUT_MS,
  TimeoutError,
  tooLargeError,
  unreadableAnswerError,
} from './errors'
import { parseJsonExact } from './json'

export type OpenRequestInit = { headers?: Record<string, string>; signal?: AbortSignal | undefined }

/**
 * The one place that calls `fetch` (for whole answers, src/api/client.ts; for lists read as they
 * arrive, src/api/list-stream/read-list.ts); no answer at all becomes a NetworkError. It stops
 * after REQUEST_TIMEOUT_MS without progress since the start or the last `progress()`, so a
 * million items that take longer in all still arrive. `failure(error, otherwise)` names a failure
 * reading the answer: the caller's abort, a TimeoutError after the limit, `otherwise` else.
 */
export function openRequest(url: string, init: OpenRequestInit = {}) {
  const limit = new AbortController()
  let latest: AbortSignal | undefined
  const progress = () => {
    const timer = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
    latest = timer
    timer.addEventListener('abort', () => {
      if (latest === timer) limit.abort(timer.reason)
    })
  }
  progress()
  const signal = init.signal ? AbortSignal.any([init.signal, limit.signal]) : limit.signal
  const failure = (error: unknown, otherwise: Error) =>
    init.signal?.aborted
      ? error
      : limit.signal.aborted
        ? new TimeoutError(url, { midBody: otherwise instanceof NetworkError && otherwise.midBody })
        : otherwise
  const response = fetch(url, {
    headers: { accept: 'application/json', ...init.headers },
    signal,
    // The API never redirects: one that does is not followed (it would take the token along).
    redirect: 'manual',
  }).then(
    (answer) => {
      if (answer.type === 'opaqueredirect') throw new NetworkError(url, { redirected: true })
      return answer
    },
    (error: unknown) => {
      throw failure(error, new NetworkError(url, { cause: error }))
    },
  )
  return { response, failure, progress }
}

/**
 * Reads a body as text, at most `maxBytes` of it: past that, stops reading (the rest is never
 * fetched) and throws the error `tooLargeError` makes; a failure to hold the text (not the
 * network's) is an `unreadableAnswerError`. `onChunk` hears each part as it arrives.
 */
export async function readBoundedText(
  response: Response,
  maxBytes: number,
  onChunk: () => void = () => undefined,
): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const decoder = new TextDecoder()
  let bytes = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (!done) {
      onChunk()
      bytes += value.byteLength
      if (bytes > maxBytes) {
        void reader.cancel().catch(() => undefined)
        throw tooLargeError(maxBytes, rayIdOf(response))
      }
    }
    try {
      text += done ? decoder.decode() : decoder.decode(value, { stream: true })
    } catch (error) {
      // Not the network's failure: the engine refused a string this long.
      void reader.cancel().catch(() => undefined)
      throw unreadableAnswerError(error, rayIdOf(response))
    }
    if (done) return text
  }
}

/** The ray id the service gives every answer, for the operator to quote. */
export const rayIdOf = (response: Response) => response.headers.get('rvt-ray-id') ?? undefined

/** A 2xx body's JSON, exact integers kept; one that is empty or not JSON (or cut short) fails. */
export function parseAnswer(text: string, rayId: string | undefined): unknown {
  try {
    return parseJsonExact(text)
  } catch {
    const detail =
      text.trim() === '' ? 'an empty body' : 'something that is not JSON (or is cut short)'
    throw new InvalidResponseError(`The API answered with ${detail}.`, { rayId })
  }
}
