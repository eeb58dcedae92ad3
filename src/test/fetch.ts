import { vi } from 'vitest'

/** A real `Response` with a JSON body, as the API sends it. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  })
}

export type FetchHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | Promise<Response>

/**
 * Replaces `globalThis.fetch` for the current test (undone by `vi.unstubAllGlobals`, which the
 * helpers schedule themselves) and returns the mock, so a test can read the calls it got.
 */
export function stubFetch(handler: FetchHandler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input.url : String(input), init),
  )
  vi.stubGlobal('fetch', mock)
  return mock
}

/** The headers of one recorded fetch call, as a `Headers` object whatever form they were in. */
export function requestHeaders(mock: ReturnType<typeof stubFetch>, call = 0): Headers {
  return new Headers(mock.mock.calls[call]?.[1]?.headers)
}
