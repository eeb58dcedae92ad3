import { describe, expect, it } from 'vitest'
import { decodeErrorResponse } from '@/api/decode-error'
import {
  ApiError,
  InvalidRequestError,
  InvalidResponseError,
  ListTimeLimitError,
  NetworkError,
  TimeoutError,
  UnsendableTokenError,
} from '@/api/errors'
import { describeFailure, type FailureContext } from './describe-failure'

const GAME_ID = 'b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c'
const context: FailureContext = { noun: 'builds', gameId: GAME_ID, gameName: 'Space Raiders' }

/** An error as the service sends it: a JSON body with its own message, code and ray id. */
const serviceError = (status: number, code: string, message = `Message for ${code}.`) =>
  new ApiError({ status, code, message, rayId: `ray-${status}` })

/** An error from a proxy in front of the API: an HTML page, decoded as the client does. */
const gatewayError = (status: number) =>
  decodeErrorResponse(
    new Response(`<html><body><h1>${status}</h1><hr>nginx</body></html>`, {
      status,
      headers: { 'content-type': 'text/html', 'rvt-ray-id': 'ray-gateway' },
    }),
  )

describe('describeFailure', () => {
  describe('token problems', () => {
    it.each([
      ['401', serviceError(401, 'API_UNAUTHORIZED')],
      ['408', serviceError(408, 'API_REQUEST_TIMEOUT')],
    ])('asks for a token on %s, and offers a retry', (_, error) => {
      const failure = describeFailure(error, context)
      expect(failure.title).toBe('Sign-in or token needed')
      expect(failure.message).toBe(
        "The API needs a valid token to list this game's builds. Enter a token, then try again.",
      )
      expect(failure.serverSaid).toBe(error.message)
      expect(failure.actions).toEqual(['enter-token', 'retry'])
    })

    it('says a token has expired on 400 TOKEN_EXPIRED', () => {
      const failure = describeFailure(serviceError(400, 'TOKEN_EXPIRED'), context)
      expect(failure).toMatchObject({
        title: 'Your token has expired',
        message: "Enter a new token to see this game's builds.",
        serverSaid: 'Message for TOKEN_EXPIRED.',
        actions: ['enter-token', 'retry'],
      })
    })

    it('names the game by name and id on 403 API_FORBIDDEN', () => {
      const failure = describeFailure(serviceError(403, 'API_FORBIDDEN'), context)
      expect(failure.title).toBe('This token cannot read this game')
      expect(failure.message).toBe(
        `The token in use may not read “Space Raiders” (${GAME_ID}). Enter a token for this game, or choose another game.`,
      )
      expect(failure.actions).toEqual(['enter-token', 'choose-game'])
    })

    it('names the game once when its name is its id', () => {
      const failure = describeFailure(serviceError(403, 'API_FORBIDDEN'), {
        ...context,
        gameName: GAME_ID,
      })
      expect(failure.message).toContain(`may not read ${GAME_ID}.`)
      expect(failure.message).not.toContain('“')
    })

    it('says the token was revoked on 403 TOKEN_REVOKED', () => {
      const failure = describeFailure(serviceError(403, 'TOKEN_REVOKED'), context)
      expect(failure.title).toBe('Your token has been revoked')
      expect(failure.actions).toEqual(['enter-token'])
    })

    it('says a malformed token is not valid on 400 TOKEN_INVALID, not that the id is wrong', () => {
      const failure = describeFailure(serviceError(400, 'TOKEN_INVALID'), context)
      expect(failure.title).toBe('The token is not valid')
      expect(failure.message).toContain('Enter the whole token')
      expect(failure.actions).toEqual(['enter-token'])
    })

    it('says a token without the rights cannot read the game on CLAIMS_*', () => {
      const failure = describeFailure(serviceError(401, 'CLAIMS_MISSING_ENTITLEMENT'), context)
      expect(failure.title).toBe('This token cannot read this game')
      expect(failure.message).toContain('lacks the rights')
      expect(failure.actions).toEqual(['enter-token', 'choose-game'])
    })

    // The contract: a token problem is never a game-id problem, whatever its status.
    it.each([
      [400, 'TOKEN_INVALID'],
      [400, 'TOKEN_EXPIRED'],
      [403, 'TOKEN_REVOKED'],
      [400, 'TOKEN_SOMETHING_NEW'],
      [401, 'CLAIMS_MISSING_ENTITLEMENT'],
      [400, 'CLAIMS_MISSING_PERMISSION'],
      [403, 'CLAIMS_ENTITLEMENT_EXPIRED'],
      [401, 'API_UNAUTHORIZED'],
      [400, 'API_UNAUTHORIZED'],
    ])('on %i %s says the token is the problem and offers to enter one', (status, code) => {
      const failure = describeFailure(serviceError(status, code), context)
      expect(failure.actions).toContain('enter-token')
      expect(`${failure.title} ${failure.message}`).toMatch(/token/i)
      expect(failure.message).not.toMatch(/check the id/i)
    })
  })

  it('says the game does not exist on 404 API_NOT_FOUND, offering another game and no retry', () => {
    const failure = describeFailure(serviceError(404, 'API_NOT_FOUND', 'Game not found.'), context)
    expect(failure.title).toBe('This game does not exist')
    expect(failure.message).toBe(
      `The API has no game “Space Raiders” (${GAME_ID}). Check the id, or choose another game.`,
    )
    expect(failure.serverSaid).toBe('Game not found.')
    expect(failure.actions).toEqual(['choose-game'])
  })

  it('names a linked game id holding an override and 8,000 characters bounded, the override shown', () => {
    const gameId = `\u202E${'x'.repeat(7_999)}`
    const linked = { ...context, gameId, gameName: gameId }
    const failure = describeFailure(serviceError(404, 'API_NOT_FOUND'), linked)
    expect(failure.message).toBe(
      `The API has no game ⟨U+202E⟩${'x'.repeat(192)}… (8,000 characters). Check the id, or choose another game.`,
    )
    const refused = describeFailure(serviceError(400, 'API_BAD_QUERY'), linked)
    expect(refused.message).toContain(`game id ⟨U+202E⟩${'x'.repeat(192)}… (8,000 characters).`)
  })

  it("shows an override in a game's name as ⟨U+202E⟩", () => {
    const named = { ...context, gameName: 'Space \u202ESredniaR' }
    const failure = describeFailure(serviceError(403, 'API_FORBIDDEN'), named)
    expect(failure.message).toContain(`“Space ⟨U+202E⟩SredniaR” (${GAME_ID})`)
  })

  it('says the API is limiting requests on 429, with a retry', () => {
    const error = new ApiError({
      status: 429,
      code: 'API_RATE_LIMIT',
      message: 'Slow down.',
      retryAfterMs: 30_000,
    })
    const failure = describeFailure(error, context)
    expect(failure.title).toBe('Too many requests')
    expect(failure.message).toMatch(/limiting how often .* Wait a minute, then try again\./)
    expect(failure.actions).toEqual(['retry'])
  })

  it('says the API refused the request on 400 API_BAD_QUERY, naming the id', () => {
    const error = serviceError(400, 'API_BAD_QUERY', 'Game id must be a UUID.')
    const failure = describeFailure(error, { ...context, gameId: 'not-a-uuid' })
    expect(failure.title).toBe('The API refused the request')
    expect(failure.message).toBe(
      'It could not list builds for the game id not-a-uuid. Check the id, or choose another game.',
    )
    expect(failure.serverSaid).toBe('Game id must be a UUID.')
    expect(failure.actions).toEqual(['choose-game'])
  })

  it("gives a 500's own words, what to quote to support, and a retry", () => {
    const error = new ApiError({
      status: 500,
      code: 'ERROR',
      message: 'The build index is being rebuilt.',
      rayId: 'a1b2c3d4e5f60718',
      documentation: 'https://rivet.gg/docs/general/errors/error',
    })
    expect(describeFailure(error, context)).toEqual({
      title: 'The API failed to list builds (HTTP 500)',
      message:
        'The API reported an error on its side. Try again; if it persists, contact support with the ray id below.',
      serverSaid: 'The build index is being rebuilt.',
      facts: [
        { label: 'HTTP', value: '500' },
        { label: 'Code', value: 'ERROR' },
        { label: 'Ray ID', value: 'a1b2c3d4e5f60718' },
      ],
      actions: ['retry'],
      documentation: 'https://rivet.gg/docs/general/errors/error',
    })
  })

  it.each([502, 503, 504])(
    'says a gateway failed on a %i page from a proxy, never quoting it',
    async (status) => {
      const failure = describeFailure(await gatewayError(status), context)
      expect(failure.title).toBe(`A gateway in front of the API failed (HTTP ${status})`)
      expect(failure.message).toMatch(/^The API, or a proxy before it, is down or overloaded\./)
      expect(failure.serverSaid).toBeUndefined()
      expect(JSON.stringify(failure)).not.toMatch(/nginx|<h1>|<hr>/)
      expect(failure.facts).toEqual([
        { label: 'HTTP', value: String(status) },
        { label: 'Ray ID', value: 'ray-gateway' },
      ])
      expect(failure.actions).toEqual(['retry'])
    },
  )

  it('puts a plain sentence, not the page, for another status from a proxy', async () => {
    const failure = describeFailure(await gatewayError(500), context)
    expect(failure.title).toBe('The API failed to list builds (HTTP 500)')
    expect(failure.message).toBe('The API failed while answering.')
    expect(failure.serverSaid).toBeUndefined()
    expect(failure.actions).toEqual(['retry'])
  })

  it('says a request that took too long was stopped, with a retry', () => {
    const failure = describeFailure(new TimeoutError('/cloud/games/x/builds'), context)
    expect(failure).toEqual({
      title: 'The API did not answer in time',
      message:
        'No answer came within 15 seconds, so the request for builds was stopped. The API may be overloaded: try again in a moment.',
      facts: [],
      actions: ['retry'],
      documentation: undefined,
    })
  })

  it('says a list that stalled part-way stopped arriving, not that the API never answered', () => {
    const error = new TimeoutError('/cloud/games/x/builds', { midBody: true })
    const failure = describeFailure(error, context)
    expect(failure).toMatchObject({
      title: 'The builds stopped arriving',
      message:
        'Part of the builds arrived, then nothing more for 15 seconds, so the request was stopped. The API or the connection may be overloaded: try again in a moment.',
      actions: ['retry'],
    })
  })

  it('says a list still arriving past its time limit was stopped, and how to get more time', () => {
    const error = new ListTimeLimitError('/cloud/games/x/sites', 300_000)
    const failure = describeFailure(error, { ...context, noun: 'CDN sites' })
    expect(failure).toEqual({
      title: 'The CDN sites took too long to arrive',
      message:
        'The CDN sites were still arriving after 5 minutes, so the dashboard stopped reading them. The API or the connection is very slow: try again in a moment. If this list is always this slow, ask for a longer time limit (maxListSeconds).',
      facts: [],
      actions: ['retry'],
      documentation: undefined,
    })
  })

  it('tells an unreachable API from a connection that broke mid-answer', () => {
    const url = '/cloud/games/x/builds'
    const unreachable = describeFailure(new NetworkError(url), context)
    expect(unreachable.title).toBe('The API could not be reached')
    expect(unreachable.message).toMatch(/^Could not reach the API at \/cloud\/games\/x\/builds\./)
    expect(unreachable.actions).toEqual(['retry'])

    const broken = describeFailure(new NetworkError(url, { midBody: true }), context)
    expect(broken.title).toBe('The connection broke')
    expect(broken.message).toMatch(/broke while the answer was arriving/)
    expect(broken.actions).toEqual(['retry'])
  })

  it('says the list could not be read, with what is wrong and the ray id', () => {
    const error = new InvalidResponseError('Item 3 of "builds": complete is "yes".', {
      path: 'builds[3].complete',
      rayId: 'ray-bad-body',
    })
    const failure = describeFailure(error, context)
    expect(failure.title).toBe("The API's list of builds could not be read")
    expect(failure.message).toBe('Item 3 of "builds": complete is "yes".')
    expect(failure.facts).toEqual([{ label: 'Ray ID', value: 'ray-bad-body' }])
    expect(failure.actions).toEqual(['retry'])
  })

  it('says a token that cannot be sent is the problem, in the token form’s words, and offers to enter one', () => {
    const sentence =
      'The token holds a line separator (U+2028) at character 4: a token is letters, digits and punctuation only. Paste it again without it.'
    const failure = describeFailure(new UnsendableTokenError(sentence), context)
    expect(failure.title).toBe('The token cannot be sent')
    expect(failure.message).toBe(sentence)
    expect(failure.actions).toEqual(['enter-token'])
  })

  it('offers another game for an id the dashboard will not send', () => {
    const error = new InvalidRequestError('The game id ".." cannot be sent to the API.')
    const failure = describeFailure(error, context)
    expect(failure.title).toBe('This game id cannot be used')
    expect(failure.message).toBe('The game id ".." cannot be sent to the API. Choose another game.')
    expect(failure.facts).toEqual([])
    expect(failure.actions).toEqual(['choose-game'])
  })

  it.each([
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a string', 'boom'],
    ['undefined', undefined],
  ])('says something unexpected happened for %s, never quoting it', (_, thrown) => {
    const failure = describeFailure(thrown, context)
    expect(failure).toEqual({
      title: 'Could not load builds',
      message: 'Something unexpected went wrong while loading this list. Try again.',
      facts: [],
      actions: ['retry'],
      documentation: undefined,
    })
  })
})
