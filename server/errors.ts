import type { ServerResponse } from 'node:http'
import { sendJson } from './send-json.ts'

// Status codes as the real service sends them, except method-not-allowed: Rivet
// answers it with 400, but 405 is what HTTP tooling, proxies and the brief expect.
const API_ERRORS = {
  API_BAD_QUERY: { status: 400, doc: 'api/bad-query' },
  API_UNAUTHORIZED: { status: 401, doc: 'api/unauthorized' },
  API_FORBIDDEN: { status: 403, doc: 'api/forbidden' },
  API_NOT_FOUND: { status: 404, doc: 'api/not-found' },
  API_METHOD_NOT_ALLOWED: { status: 405, doc: 'api/method-not-allowed' },
  TOKEN_INVALID: { status: 400, doc: 'token/invalid' },
  API_RATE_LIMIT: { status: 429, doc: 'api/rate-limit' },
  ERROR: { status: 500, doc: 'error' },
} as const

export type ApiErrorCode = keyof typeof API_ERRORS

/** Every code the reference API sends. */
export const apiErrorCodes = Object.keys(API_ERRORS) as ApiErrorCode[]

/**
 * The error body of every non-2xx answer (the published `ErrorBody`); the client shows `ray_id`
 * so operators can quote it. The real server omits `metadata` when it has none, and so does this.
 */
export type WireError = {
  code: ApiErrorCode
  message: string
  ray_id: string
  documentation: string
}

/** Thrown anywhere below the handler; the handler turns it into a response. */
export class ApiError extends Error {
  readonly code: ApiErrorCode
  readonly headers: Record<string, string>

  constructor(code: ApiErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.headers = headers
  }
}

/** The real service's answer to a failure of its own: 500 `ERROR`, which says nothing more. */
export const internalError = (): ApiError => new ApiError('ERROR', 'An internal error occurred.')

export function sendError(res: ServerResponse, rayId: string, error: ApiError): void {
  const { status, doc } = API_ERRORS[error.code]
  const body: WireError = {
    code: error.code,
    message: error.message,
    ray_id: rayId,
    documentation: `https://rivet.gg/docs/general/errors/${doc}`,
  }
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value)
  void sendJson(res, status, body)
}
