import { echoText } from '@/lib/bound-text'
import { ApiError } from './errors'
import { readBoundedText } from './request'

const statusText: Record<number, string> = {
  400: 'The API rejected the request as malformed.',
  401: 'The API needs a valid token to answer.',
  403: 'The token is not allowed to read this.',
  404: 'The API found nothing at this address.',
  408: 'The API needs a valid token to answer.',
  429: 'Too many requests: the API is rate limiting this client.',
  500: 'The API failed while answering.',
  502: 'A gateway between you and the API failed (502 Bad Gateway).',
  503: 'The API is unavailable right now (503 Service Unavailable).',
  504: 'A gateway timed out waiting for the API (504 Gateway Timeout).',
}

/** A text field of the error body or a header, bounded: it is shown to the operator as sent. */
function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? echoText(value) : undefined
}

/** A link cut short would lead elsewhere: an overlong one is dropped, not cut. */
function documentationUrl(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= 2000 ? value : undefined
}

/**
 * Turns any non-2xx response into an ApiError. The service sends a JSON error body, but proxies
 * in front of it answer with HTML: that is never shown, only a plain sentence for the status.
 */
export async function decodeErrorResponse(response: Response): Promise<ApiError> {
  // An error body is a few hundred bytes: a larger one is not read on (readBoundedText throws).
  const body = await readBoundedText(response, 256 * 1024)
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => undefined)
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const message = optionalString(fields.message)
  return new ApiError({
    status: response.status,
    message:
      message ??
      statusText[response.status] ??
      `The API answered with HTTP status ${response.status}.`,
    code: optionalString(fields.code),
    rayId: optionalString(fields.ray_id) ?? optionalString(response.headers.get('rvt-ray-id')),
    documentation: documentationUrl(fields.documentation),
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    fromGateway: message === undefined,
  })
}

/** `retry-after` is seconds or an HTTP date (the service sends a date); undefined if neither. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && value.trim() !== '') return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
