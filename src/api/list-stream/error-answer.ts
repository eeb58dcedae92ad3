/**
 * A non-2xx answer as it came: the page decodes it (decode-error.ts, loaded only when an answer
 * fails), so the worker carries no error-body code at start-up.
 */
export type ErrorAnswer = {
  errorAnswer: true
  status: number
  headers: [string, string][]
  text: string
}

export const isErrorAnswer = (error: unknown): error is ErrorAnswer =>
  typeof error === 'object' && error !== null && 'errorAnswer' in error
