import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { ApiError } from './errors.ts'

/** A JWT (three base64url parts), optionally after a `cloud.` or other prefix, as the service issues. */
const TOKEN_SHAPE = /^(?:[a-z]+\.)?[\w-]+\.[\w-]+\.[\w-]+$/

/**
 * Mirrors the real service: no bearer token, or no `Bearer` header, is 401; a token that is not
 * shaped like one the service issues is 400 TOKEN_INVALID; another well-formed token is 403.
 * With no token configured every request is let through; the configured one always passes.
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
  if (sameSecret(match[1] ?? '', token)) return
  if (!TOKEN_SHAPE.test(match[1] ?? '')) {
    throw new ApiError('TOKEN_INVALID', 'Token is invalid.')
  }
  throw new ApiError('API_FORBIDDEN', 'Forbidden: this token may not read this resource.')
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Compares in time that does not depend on where the two differ (nor on their lengths). */
export const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected))
