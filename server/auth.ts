import type { IncomingMessage } from 'node:http'
import { ApiError } from './errors.ts'

/**
 * Mirrors the real service: a missing or malformed bearer token is 401, a well-formed token
 * without rights is 403. With no token configured every request is let through.
 */
export function checkBearerToken(req: IncomingMessage, token: string | undefined): void {
  if (!token) return
  const header = req.headers.authorization
  if (!header) {
    throw new ApiError(
      'API_UNAUTHORIZED',
      'No bearer token provided. Make sure your `Authorization` header is properly set.',
    )
  }
  const match = /^Bearer +(\S+) *$/i.exec(header)
  if (!match) {
    throw new ApiError(
      'API_UNAUTHORIZED',
      'Failed to authenticate: the `Authorization` header must read `Bearer <token>`.',
    )
  }
  if (match[1] !== token) {
    throw new ApiError('API_FORBIDDEN', 'Forbidden: this token may not read this resource.')
  }
}
