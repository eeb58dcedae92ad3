import {
  ApiError,
  InvalidRequestError,
  InvalidResponseError,
  ListTimeLimitError,
  NetworkError,
  TimeoutError,
  UnsendableTokenError,
} from '@/api/errors'
import { echoText } from '@/lib/bound-text'
import { formatDuration } from '@/lib/format-time'

/** What the operator can do about a failure; the alert shows one button for each. */
export type FailureAction = 'retry' | 'enter-token' | 'choose-game'

export type Failure = {
  title: string
  message: string
  /** The server's own words, when they add something to `message`. */
  serverSaid?: string | undefined
  facts: { label: string; value: string }[]
  actions: FailureAction[]
  documentation?: string | undefined
}

export type FailureContext = { noun: string; gameId: string; gameName: string }

type Described = Omit<Failure, 'facts' | 'documentation'>

/** HTTP answers, by what they mean for the operator. */
function describeHttpError(error: ApiError, { noun, gameId, gameName }: FailureContext): Described {
  // The id may come from a link (?game=), the name from the API: bounded, overrides made visible.
  const id = echoText(gameId)
  const game = gameName === gameId ? id : `“${echoText(gameName)}” (${id})`
  // What the API's error code says about the token, before any status: a malformed token is a
  // 400 and a revoked one a 403, and neither is the game id's fault.
  const code = error.code ?? ''
  if (code === 'TOKEN_EXPIRED') {
    return {
      title: 'Your token has expired',
      message: `Enter a new token to see this game's ${noun}.`,
      actions: ['enter-token', 'retry'],
    }
  }
  if (code === 'TOKEN_REVOKED') {
    return {
      title: 'Your token has been revoked',
      message: `The token in use no longer works. Enter a new token to see this game's ${noun}.`,
      actions: ['enter-token'],
    }
  }
  if (code.startsWith('TOKEN_')) {
    return {
      title: 'The token is not valid',
      message: `The API could not read the token in use: it is not a token it issued, or it was cut short when pasted. Enter the whole token, then try again.`,
      actions: ['enter-token'],
    }
  }
  if (code.startsWith('CLAIMS_')) {
    return {
      title: 'This token cannot read this game',
      message: `The token in use lacks the rights to list ${game}'s ${noun}. Enter a token that has them.`,
      actions: ['enter-token', 'choose-game'],
    }
  }
  if (code === 'API_UNAUTHORIZED' || error.status === 401 || error.status === 408) {
    return {
      title: 'Sign-in or token needed',
      message: `The API needs a valid token to list this game's ${noun}. Enter a token, then try again.`,
      actions: ['enter-token', 'retry'],
    }
  }
  if (error.status === 403) {
    return {
      title: 'This token cannot read this game',
      message: `The token in use may not read ${game}. Enter a token for this game, or choose another game.`,
      actions: ['enter-token', 'choose-game'],
    }
  }
  if (error.status === 404) {
    return {
      title: 'This game does not exist',
      message: `The API has no game ${game}. Check the id, or choose another game.`,
      actions: ['choose-game'],
    }
  }
  if (error.status === 429) {
    return {
      title: 'Too many requests',
      message: `The API is limiting how often this dashboard may ask. Wait a minute, then try again.`,
      actions: ['retry'],
    }
  }
  if (error.status === 400) {
    return {
      title: 'The API refused the request',
      message: `It could not list ${noun} for the game id ${id}. Check the id, or choose another game.`,
      actions: ['choose-game'],
    }
  }
  if (error.fromGateway && error.status >= 502 && error.status <= 504) {
    return {
      title: `A gateway in front of the API failed (HTTP ${error.status})`,
      message:
        'The API, or a proxy before it, is down or overloaded. This is usually brief: try again in a moment.',
      actions: ['retry'],
    }
  }
  return {
    title: `The API failed to list ${noun} (HTTP ${error.status})`,
    message: error.fromGateway
      ? error.message
      : `The API reported an error on its side. Try again; if it persists, contact support${error.rayId ? ' with the ray id below' : ''}.`,
    actions: ['retry'],
  }
}

function describe(error: unknown, context: FailureContext): Described {
  const { noun } = context
  if (error instanceof ApiError) {
    // The server's own words, unless a gateway's page stood in for its answer.
    return {
      ...describeHttpError(error, context),
      serverSaid: error.fromGateway ? undefined : error.message,
    }
  }
  if (error instanceof TimeoutError && error.midBody) {
    return {
      title: `The ${noun} stopped arriving`,
      message: `Part of the ${noun} arrived, then nothing more for 15 seconds, so the request was stopped. The API or the connection may be overloaded: try again in a moment.`,
      actions: ['retry'],
    }
  }
  if (error instanceof TimeoutError) {
    return {
      title: 'The API did not answer in time',
      message: `No answer came within 15 seconds, so the request for ${noun} was stopped. The API may be overloaded: try again in a moment.`,
      actions: ['retry'],
    }
  }
  if (error instanceof ListTimeLimitError) {
    return {
      title: `The ${noun} took too long to arrive`,
      message: `The ${noun} were still arriving after ${formatDuration(error.limitMs)}, so the dashboard stopped reading them. The API or the connection is very slow: try again in a moment. If this list is always this slow, ask for a longer time limit (maxListSeconds).`,
      actions: ['retry'],
    }
  }
  if (error instanceof NetworkError) {
    return {
      title: error.redirected
        ? 'The API answered with a redirect'
        : error.midBody
          ? 'The connection broke'
          : 'The API could not be reached',
      message: error.message,
      actions: ['retry'],
    }
  }
  if (error instanceof InvalidResponseError) {
    return {
      title: `The API's list of ${noun} could not be read`,
      message: error.message,
      actions: ['retry'],
    }
  }
  if (error instanceof UnsendableTokenError) {
    return {
      title: 'The token cannot be sent',
      message: error.message,
      actions: ['enter-token'],
    }
  }
  if (error instanceof InvalidRequestError) {
    return {
      title: 'This game id cannot be used',
      message: `${error.message} Choose another game.`,
      actions: ['choose-game'],
    }
  }
  return {
    title: `Could not load ${noun}`,
    message: 'Something unexpected went wrong while loading this list. Try again.',
    actions: ['retry'],
  }
}

/** The details an operator can quote to support: status, code, ray id. */
function factsOf(error: unknown): Failure['facts'] {
  const facts: Failure['facts'] = []
  if (error instanceof ApiError) {
    facts.push({ label: 'HTTP', value: String(error.status) })
    if (error.code) facts.push({ label: 'Code', value: error.code })
  }
  if ((error instanceof ApiError || error instanceof InvalidResponseError) && error.rayId) {
    facts.push({ label: 'Ray ID', value: error.rayId })
  }
  return facts
}

/** Says what happened and what to do, for any error a list query can end with. */
export function describeFailure(error: unknown, context: FailureContext): Failure {
  return {
    ...describe(error, context),
    facts: factsOf(error),
    documentation: error instanceof ApiError ? error.documentation : undefined,
  }
}
