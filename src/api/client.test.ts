import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, requestHeaders, stubFetch } from '@/test/fetch'
import { apiPath, createApiClient } from './client'
import {
  ApiError,
  InvalidRequestError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
  UnsendableTokenError,
} from './errors'
import { tokenProblem } from './token-problem'

afterEach(() => {
  vi.unstubAllGlobals()
})

const identity = (body: unknown) => body

/** Runs `promise`, which must reject, and returns what it rejected with. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('Expected the request to fail, but it succeeded.')
}

describe('apiPath', () => {
  it('keeps a game id with a slash and a question mark as one path segment', () => {
    expect(apiPath`/cloud/games/${'a/b?c'}/builds`).toBe('/cloud/games/a%2Fb%3Fc/builds')
  })

  it('does not let a game id climb out of its segment', () => {
    const path = apiPath`/cloud/games/${'../../x'}/builds`
    expect(path).toBe('/cloud/games/..%2F..%2Fx/builds')
    expect(new URL(path, 'https://api.example.com').pathname).toBe(
      '/cloud/games/..%2F..%2Fx/builds',
    )
  })

  it.each(['..', '.', ''])('refuses %j as an id, since URLs would resolve it away', (id) => {
    expect(() => apiPath`/cloud/games/${id}/builds`).toThrow(InvalidRequestError)
  })

  it('percent-encodes unicode, spaces and hashes as UTF-8', () => {
    expect(apiPath`/cloud/games/${'ゲーム #1'}/avatars`).toBe(
      '/cloud/games/%E3%82%B2%E3%83%BC%E3%83%A0%20%231/avatars',
    )
  })

  it('encodes every segment and keeps the literal parts', () => {
    expect(apiPath`/a/${'x y'}/b/${'z&w'}`).toBe('/a/x%20y/b/z%26w')
    expect(apiPath`/cloud/games`).toBe('/cloud/games')
  })
})

describe('createApiClient', () => {
  describe('base URL', () => {
    it.each([
      ['', '/cloud/games'],
      ['https://api.example.com', 'https://api.example.com/cloud/games'],
      ['https://api.example.com/', 'https://api.example.com/cloud/games'],
      ['/api', '/api/cloud/games'],
      ['/api/', '/api/cloud/games'],
      ['https://example.com/rivet/v1//', 'https://example.com/rivet/v1/cloud/games'],
    ])('base %j requests %s', async (baseUrl, expected) => {
      const fetchMock = stubFetch(() => jsonResponse({ games: [] }))
      await createApiClient({ baseUrl }).get('/cloud/games', identity)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(fetchMock.mock.calls[0]?.[0]).toBe(expected)
    })
  })

  it('returns what the parser makes of the JSON body, with the ray id of the answer', async () => {
    stubFetch(() => jsonResponse({ builds: [1, 2] }, { headers: { 'rvt-ray-id': 'ray-200' } }))
    const parse = vi.fn((body: unknown, rayId?: string) => ({ body, rayId }))
    const result = await createApiClient({ baseUrl: '' }).get('/x', parse)
    expect(result).toEqual({ body: { builds: [1, 2] }, rayId: 'ray-200' })
  })

  it('asks for JSON', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}))
    await createApiClient({ baseUrl: '' }).get('/x', identity)
    expect(requestHeaders(fetchMock).get('accept')).toBe('application/json')
  })

  describe('token', () => {
    it('sends a bearer token when there is one', async () => {
      const fetchMock = stubFetch(() => jsonResponse({}))
      await createApiClient({ baseUrl: '', getToken: () => 'secret-123' }).get('/x', identity)
      expect(requestHeaders(fetchMock).get('authorization')).toBe('Bearer secret-123')
    })

    it.each([
      ['no getToken', undefined],
      ['getToken returning undefined', () => undefined],
      ['getToken returning an empty string', () => ''],
    ])('sends no Authorization header with %s', async (_, getToken) => {
      const fetchMock = stubFetch(() => jsonResponse({}))
      await createApiClient({ baseUrl: '', getToken }).get('/x', identity)
      expect(requestHeaders(fetchMock).has('authorization')).toBe(false)
    })

    it('reads the token at request time, so a token entered later is used', async () => {
      const fetchMock = stubFetch(() => jsonResponse({}))
      let token: string | undefined
      const client = createApiClient({ baseUrl: '', getToken: () => token })

      await client.get('/x', identity)
      token = 'entered-later'
      await client.get('/x', identity)
      token = undefined
      await client.get('/x', identity)

      expect(requestHeaders(fetchMock, 0).has('authorization')).toBe(false)
      expect(requestHeaders(fetchMock, 1).get('authorization')).toBe('Bearer entered-later')
      expect(requestHeaders(fetchMock, 2).has('authorization')).toBe(false)
    })

    it.each([
      ['a token', { getToken: () => 'abc\u2028def' }],
      ['a getter that answers with a promise', { getToken: () => Promise.resolve('abc\u2028def') }],
    ])(
      'sends no request for %s holding a line separator, failing with the token form’s sentence',
      async (_, options) => {
        const fetchMock = stubFetch(() => jsonResponse({ builds: [] }))
        const client = createApiClient({ baseUrl: '', ...options })
        const sentence =
          'The token holds a line separator (U+2028) at character 4: a token is letters, digits and punctuation only. Paste it again without it.'
        expect(tokenProblem('abc\u2028def')).toBe(sentence)
        const error = await rejectionOf(client.get('/x', identity))
        expect(error).toBeInstanceOf(UnsendableTokenError)
        expect((error as Error).message).toBe(sentence)
        const listed = await rejectionOf(client.loadList('builds', '/cloud/games/g/builds').result)
        expect((listed as Error).message).toBe(sentence)
        expect(fetchMock).not.toHaveBeenCalled()
      },
    )

    it('drops spaces and line breaks around a token, as the token form does', async () => {
      const fetchMock = stubFetch(() => jsonResponse({}))
      await createApiClient({ baseUrl: '', getToken: () => ' secret-123\u2028\n' }).get(
        '/x',
        identity,
      )
      expect(requestHeaders(fetchMock).get('authorization')).toBe('Bearer secret-123')
    })

    it('waits for a getter that answers with a promise (a host refreshing its token)', async () => {
      const fetchMock = stubFetch(() => jsonResponse({}))
      let refreshes = 0
      const getToken = () => Promise.resolve(`fresh-${(refreshes += 1)}`)
      const client = createApiClient({ baseUrl: '', getToken })
      await client.get('/x', identity)
      await client.get('/x', identity)
      expect(requestHeaders(fetchMock, 0).get('authorization')).toBe('Bearer fresh-1')
      expect(requestHeaders(fetchMock, 1).get('authorization')).toBe('Bearer fresh-2')
    })
  })

  describe('error answers', () => {
    const client = () => createApiClient({ baseUrl: '' })

    it('decodes the service error body into an ApiError', async () => {
      stubFetch(() =>
        jsonResponse(
          {
            code: 'API_FORBIDDEN',
            message: 'The token cannot read this game.',
            ray_id: 'ray-body',
            documentation: 'https://rivet.gg/docs/general/errors/api/forbidden',
            metadata: {},
          },
          { status: 403, headers: { 'rvt-ray-id': 'ray-header' } },
        ),
      )
      const error = await rejectionOf(client().get('/x', identity))
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({
        status: 403,
        code: 'API_FORBIDDEN',
        message: 'The token cannot read this game.',
        rayId: 'ray-body',
        documentation: 'https://rivet.gg/docs/general/errors/api/forbidden',
      })
    })

    it('takes the ray id from the rvt-ray-id header when the body has none', async () => {
      stubFetch(() =>
        jsonResponse(
          { code: 'API_NOT_FOUND', message: 'No such game.' },
          { status: 404, headers: { 'rvt-ray-id': 'ray-header' } },
        ),
      )
      const error = await rejectionOf(client().get('/x', identity))
      expect(error).toMatchObject({ status: 404, code: 'API_NOT_FOUND', rayId: 'ray-header' })
      expect(error).toHaveProperty('documentation', undefined)
    })

    it('never shows the HTML page a proxy sends with a 502, only a plain sentence', async () => {
      const html =
        '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'
      stubFetch(
        () =>
          new Response(html, {
            status: 502,
            headers: { 'content-type': 'text/html', 'rvt-ray-id': 'ray-proxy' },
          }),
      )
      const error = await rejectionOf(client().get('/x', identity))
      expect(error).toBeInstanceOf(ApiError)
      const apiError = error as ApiError
      expect(apiError.status).toBe(502)
      expect(apiError.message).toMatch(/^[^<>]+\.$/)
      expect(apiError.message).toMatch(/502/)
      expect(apiError.message).not.toContain('nginx')
      expect(apiError.code).toBeUndefined()
      expect(apiError.rayId).toBe('ray-proxy')
    })

    it('gives a plain sentence for a status it has no words for', async () => {
      stubFetch(() => new Response('I am a teapot', { status: 418 }))
      const error = await rejectionOf(client().get('/x', identity))
      expect(error).toMatchObject({ status: 418, code: undefined, rayId: undefined })
      expect((error as ApiError).message).toContain('418')
      expect((error as ApiError).message).not.toContain('teapot')
    })

    it('ignores a JSON error body whose fields are not strings', async () => {
      stubFetch(() => jsonResponse({ message: 42, code: null, ray_id: '' }, { status: 500 }))
      const error = await rejectionOf(client().get('/x', identity))
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 500, code: undefined, rayId: undefined })
      expect((error as ApiError).message).not.toBe('42')
      expect((error as ApiError).message.length).toBeGreaterThan(10)
    })

    it('never calls the parser for an error answer', async () => {
      stubFetch(() => jsonResponse({ message: 'nope' }, { status: 401 }))
      const parse = vi.fn(identity)
      await rejectionOf(client().get('/x', parse))
      expect(parse).not.toHaveBeenCalled()
    })
  })

  describe('failures without a usable answer', () => {
    it('turns a 200 answer that is not JSON into InvalidResponseError with the ray id', async () => {
      stubFetch(
        () =>
          new Response('<!doctype html><title>Login</title>', {
            status: 200,
            headers: { 'content-type': 'text/html', 'rvt-ray-id': 'ray-html' },
          }),
      )
      const error = await rejectionOf(createApiClient({ baseUrl: '' }).get('/x', identity))
      expect(error).toBeInstanceOf(InvalidResponseError)
      expect(error).toMatchObject({ rayId: 'ray-html', path: undefined })
      expect((error as Error).message).not.toContain('<')
    })

    it('turns an empty 200 answer into InvalidResponseError', async () => {
      stubFetch(() => new Response('', { status: 200 }))
      const error = await rejectionOf(createApiClient({ baseUrl: '' }).get('/x', identity))
      expect(error).toBeInstanceOf(InvalidResponseError)
    })

    it('turns a rejected fetch into NetworkError naming the URL, keeping the cause', async () => {
      const cause = new TypeError('Failed to fetch')
      stubFetch(() => Promise.reject(cause))
      const error = await rejectionOf(
        createApiClient({ baseUrl: 'https://api.example.com' }).get('/cloud/games', identity),
      )
      expect(error).toBeInstanceOf(NetworkError)
      expect(error).toMatchObject({ url: 'https://api.example.com/cloud/games', cause })
      expect((error as Error).message).toContain('https://api.example.com/cloud/games')
    })

    it('turns a connection that breaks while the body arrives into NetworkError', async () => {
      stubFetch(
        () =>
          new Response(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('{"builds": ['))
                controller.error(new TypeError('network error'))
              },
            }),
          ),
      )
      const error = await rejectionOf(createApiClient({ baseUrl: '' }).get('/x', identity))
      expect(error).toBeInstanceOf(NetworkError)
      expect((error as NetworkError).message).toMatch(/broke while the answer was arriving/)
    })

    it('stops reading a whole answer past maxResponseBytes and says why', async () => {
      const big = new TextEncoder().encode(JSON.stringify({ games: [], pad: 'x'.repeat(2048) }))
      stubFetch(() => new Response(big))
      const client = createApiClient({ baseUrl: '', maxResponseBytes: 1024 })
      const error = await rejectionOf(client.get('/x', identity))
      expect(error).toBeInstanceOf(InvalidResponseError)
      expect((error as Error).message).toMatch(/passed 1.0 KiB and was still arriving/)
      // Within the limit, the same answer reads as before.
      stubFetch(() => new Response(big))
      const roomy = createApiClient({ baseUrl: '', maxResponseBytes: 4096 })
      await expect(roomy.get('/x', identity)).resolves.toMatchObject({ games: [] })
    })

    it('says an answer this browser cannot hold is unreadable, not a broken connection', async () => {
      // What the engine throws when a string would pass its longest.
      vi.spyOn(TextDecoder.prototype, 'decode').mockImplementation(() => {
        throw new RangeError('Invalid string length')
      })
      stubFetch(() => new Response('{"games": []}', { headers: { 'rvt-ray-id': 'ray-engine' } }))
      const error = await rejectionOf(createApiClient({ baseUrl: '' }).get('/x', identity))
      expect(error).toBeInstanceOf(InvalidResponseError)
      expect(error).toMatchObject({ rayId: 'ray-engine' })
      expect((error as Error).message).toMatch(
        /^This browser could not read the API's answer \(RangeError: Invalid string length\)/,
      )
    })

    it("holds a list's items to maxItemBytes", async () => {
      const build = { build_id: 'b', upload_id: 'u', display_name: 'x'.repeat(2048) }
      stubFetch(() => jsonResponse({ builds: [{ ...build, create_ts: null, content_length: 1 }] }))
      const client = createApiClient({ baseUrl: '', maxItemBytes: 1024 })
      expect(client.maxItemBytes).toBe(1024)
      const error = await rejectionOf(client.loadList('builds', '/x').result)
      expect(error).toBeInstanceOf(InvalidResponseError)
      expect((error as Error).message).toMatch(
        /Item 0 of "builds" in the API's answer passed 1.0 KiB/,
      )
    })

    it('does not follow a redirect, and says the API answered with one', async () => {
      // What fetch gives with `redirect: 'manual'`: an opaque answer, status 0, no headers.
      const opaque = new Response(null)
      Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' })
      const fetchMock = stubFetch(() => opaque)
      const error = await rejectionOf(createApiClient({ baseUrl: '' }).get('/x', identity))
      expect(fetchMock.mock.calls[0]?.[1]?.redirect).toBe('manual')
      expect(error).toBeInstanceOf(NetworkError)
      expect((error as NetworkError).redirected).toBe(true)
      expect((error as NetworkError).message).toMatch(
        /answered with a redirect .* did not follow it/,
      )
    })

    it('gives up after 15 seconds with a TimeoutError that says so', async () => {
      const clock = new AbortController()
      const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(clock.signal)
      stubFetch(
        (_, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
          }),
      )
      const request = createApiClient({ baseUrl: '' }).get('/x', identity)
      expect(timeout).toHaveBeenCalledWith(15_000)
      clock.abort()
      const error = await rejectionOf(request)
      expect(error).toBeInstanceOf(TimeoutError)
      expect((error as Error).message).toMatch(/did not answer within 15 seconds/)
    })

    it('rethrows the abort itself when the caller aborted, not a NetworkError', async () => {
      const fetchMock = stubFetch((_, init) => {
        const signal = init?.signal
        return new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason))
        })
      })
      const controller = new AbortController()
      const request = createApiClient({ baseUrl: '' }).get('/x', identity, {
        signal: controller.signal,
      })
      controller.abort()
      const error = await rejectionOf(request)
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true)
      expect(error).not.toBeInstanceOf(NetworkError)
      expect(error).toBe(controller.signal.reason)
      expect((error as Error).name).toBe('AbortError')
    })
  })
})

it('gives every token its own identity on the page, whichever copy of this module made it', async () => {
  // Two copies of the package in one console (two versions bundled), sharing one QueryClient.
  vi.resetModules()
  const first = await import('./client')
  vi.resetModules()
  const second = await import('./client')
  expect(second.createApiClient).not.toBe(first.createApiClient)
  const getToken = () => 'token'
  const ids = [first, second, first, second].map(
    ({ createApiClient: create }) => create({ baseUrl: '/api', getToken }).identity,
  )
  // One per copy: the same token's clients share their lists within a copy, never across.
  expect(new Set(ids).size).toBe(2)
  expect(ids[0]).toBe(ids[2])
  const another = first.createApiClient({ baseUrl: '/api', getToken: () => 'another' })
  expect(another.identity).not.toBe(ids[0])
})
