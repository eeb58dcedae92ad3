import { ApiError, InvalidRequestError, InvalidResponseError, NetworkError } from '../api/errors'
import { AlertIcon } from './icons'

export type ErrorAlertProps = {
  title: string
  error: unknown
  onRetry?: () => void
  isRetrying?: boolean
}

type ErrorFacts = { label: string; value: string }[]

/** The details an operator can quote to support: status, code, ray id. */
function errorFacts(error: unknown): ErrorFacts {
  const facts: ErrorFacts = []
  if (error instanceof ApiError) {
    facts.push({ label: 'HTTP', value: String(error.status) })
    if (error.code) facts.push({ label: 'Code', value: error.code })
  }
  if (error instanceof ApiError || error instanceof InvalidResponseError) {
    if (error.rayId) facts.push({ label: 'Ray ID', value: error.rayId })
  }
  return facts
}

/** Errors the dashboard raises itself carry a sentence meant for the operator. */
const explainedErrors = [ApiError, InvalidResponseError, NetworkError, InvalidRequestError]

function errorMessage(error: unknown): string {
  if (explainedErrors.some((type) => error instanceof type)) return (error as Error).message
  return 'Something unexpected went wrong while loading this list.'
}

export function ErrorAlert({ title, error, onRetry, isRetrying = false }: ErrorAlertProps) {
  const facts = errorFacts(error)
  const documentation = error instanceof ApiError ? error.documentation : undefined
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-semibold">{title}</p>
        <p className="break-words">{errorMessage(error)}</p>
        {facts.length > 0 && (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-red-800">
            {facts.map((fact) => (
              <div key={fact.label} className="flex gap-1">
                <dt>{fact.label}</dt>
                <dd className="font-mono select-all">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              disabled={isRetrying}
              className="rounded-md bg-white px-3 py-1.5 font-medium text-red-900 shadow-xs ring-1 ring-red-300 ring-inset hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
            >
              {isRetrying ? 'Retrying…' : 'Retry'}
            </button>
          )}
          {documentation && (
            <a
              href={documentation}
              target="_blank"
              rel="noreferrer"
              className="text-red-900 underline"
            >
              What this error means
            </a>
          )}
        </div>
      </div>
    </div>
  )
}
