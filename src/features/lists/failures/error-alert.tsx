import type { ReactNode } from 'react'
import type { Failure, FailureAction } from './describe-failure'
import { documentationLink } from './documentation-link'
import type { FailureActions } from './failure-actions'
import { AlertIcon } from '@/components/icons'

export type ErrorAlertProps = {
  failure: Failure
  onRetry?: () => void
  isRetrying?: boolean
  /** What the page around the list can do (enter a token, choose a game); none by default. */
  actions?: FailureActions | undefined
  /** Extra content under the message, such as a countdown. */
  children?: ReactNode
}

const buttonClass =
  'rounded-md bg-surface px-3 py-1.5 font-medium text-danger-strong shadow-xs ring-1 ring-danger-line ring-inset hover:bg-danger-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger disabled:opacity-60'

/** A failure said plainly: what happened, what to do (as buttons), and what to quote to support. */
export function ErrorAlert({
  failure,
  onRetry,
  isRetrying = false,
  actions = {},
  children,
}: ErrorAlertProps) {
  const { enterToken, chooseGame, documentationHosts } = actions
  const documentation = documentationLink(failure.documentation, documentationHosts)
  const handlers: Record<FailureAction, { label: string; run: (() => void) | undefined }> = {
    retry: { label: isRetrying ? 'Retrying…' : 'Retry', run: onRetry },
    'enter-token': { label: 'Enter a token', run: enterToken },
    'choose-game': { label: 'Choose another game', run: chooseGame },
  }
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-danger-line bg-danger-soft p-4 text-sm text-danger-strong"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-semibold">{failure.title}</p>
        <p className="break-words">{failure.message}</p>
        {failure.serverSaid && (
          <p className="break-words text-danger-strong">The API said: “{failure.serverSaid}”</p>
        )}
        {children}
        {failure.facts.length > 0 && (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-danger-strong">
            {failure.facts.map((fact) => (
              <div key={fact.label} className="flex min-w-0 gap-1">
                <dt>{fact.label}</dt>
                <dd className="min-w-0 font-mono break-all select-all">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {failure.actions.map((action) => {
            const { label, run } = handlers[action]
            if (!run) return null
            return (
              <button
                key={action}
                type="button"
                onClick={run}
                disabled={action === 'retry' && isRetrying}
                className={buttonClass}
              >
                {label}
              </button>
            )
          })}
          {documentation && (
            <a
              href={documentation}
              target="_blank"
              rel="noreferrer"
              className="text-danger-strong underline"
            >
              What this error means
            </a>
          )}
        </div>
      </div>
    </div>
  )
}
