import {
  ApiError,
  InvalidRequestError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
} from '@/api/errors'

/**
 * A failure as it crosses from the list worker to the page. Structured cloning keeps an error's
 * message but not its class, and the page tells failures apart by class (what to say, whether to
 * retry), so each is sent as its fields and made again on the page.
 */
export type WireError =
  | { name: 'ApiError'; init: ConstructorParameters<typeof ApiError>[0] }
  | { name: 'InvalidResponseError'; message: string; path?: string; rayId?: string }
  | { name: 'NetworkError'; url: string; midBody: boolean; redirected: boolean }
  | { name: 'TimeoutError'; url: string; midBody: boolean }
  | { name: 'InvalidRequestError' | 'Error'; message: string }

export function toWireError(error: unknown): WireError {
  if (error instanceof ApiError) {
    const { status, message, code, rayId, documentation, retryAfterMs, fromGateway } = error
    return {
      name: 'ApiError',
      init: { status, message, code, rayId, documentation, retryAfterMs, fromGateway },
    }
  }
  if (error instanceof InvalidResponseError) {
    const { message, path, rayId } = error
    return { name: 'InvalidResponseError', message, ...(path && { path }), ...(rayId && { rayId }) }
  }
  if (error instanceof NetworkError) {
    const { url, midBody, redirected } = error
    return { name: 'NetworkError', url, midBody, redirected }
  }
  if (error instanceof TimeoutError) {
    return { name: 'TimeoutError', url: error.url, midBody: error.midBody }
  }
  if (error instanceof InvalidRequestError) {
    return { name: 'InvalidRequestError', message: error.message }
  }
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) }
}

export function fromWireError(wire: WireError): Error {
  switch (wire.name) {
    case 'ApiError':
      return new ApiError(wire.init)
    case 'InvalidResponseError':
      return new InvalidResponseError(wire.message, wire)
    case 'NetworkError':
      return new NetworkError(wire.url, wire)
    case 'TimeoutError':
      return new TimeoutError(wire.url, { midBody: wire.midBody })
    case 'InvalidRequestError':
      return new InvalidRequestError(wire.message)
    default:
      return new Error(wire.message)
  }
}
