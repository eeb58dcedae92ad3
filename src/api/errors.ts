/** A non-2xx answer from the API, decoded from the service's error body when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string | undefined
  readonly rayId: string | undefined
  readonly documentation: string | undefined

  constructor(init: {
    status: number
    message: string
    code?: string | undefined
    rayId?: string | undefined
    documentation?: string | undefined
  }) {
    super(init.message)
    this.status = init.status
    this.code = init.code
    this.rayId = init.rayId
    this.documentation = init.documentation
  }
}

/** A 2xx answer whose body is not what the interface document promises. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError'
  readonly rayId: string | undefined
  /** Where in the body the first problem is, e.g. `builds[3].content_length`. */
  readonly path: string | undefined

  constructor(message: string, options: { path?: string; rayId?: string | undefined } = {}) {
    super(message)
    this.path = options.path
    this.rayId = options.rayId
  }
}

/** The request never got an HTTP answer: offline, DNS, refused connection, CORS. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  readonly url: string

  constructor(url: string, options?: { cause?: unknown }) {
    super(
      `Could not reach the API at ${url}. Check your connection and the configured API address.`,
      options,
    )
    this.url = url
  }
}

export type RequestError = ApiError | InvalidResponseError | NetworkError

export function isRequestError(error: unknown): error is RequestError {
  return (
    error instanceof ApiError ||
    error instanceof InvalidResponseError ||
    error instanceof NetworkError
  )
}
