import type { ApiError } from '@/api/errors'
import { Countdown } from '@/components/countdown'
import { describeFailure, type FailureContext } from './describe-failure'
import { ErrorAlert } from './error-alert'
import type { FailureActions } from './failure-actions'

export type QueryFailureProps = {
  error: unknown
  context: FailureContext
  /** `waiting`: a 429 the query waits out by itself; `refresh`: the old list stays on screen. */
  mode: 'failed' | 'waiting' | 'refresh'
  onRetry: () => void
  isRetrying: boolean
  actions: FailureActions | undefined
}

/**
 * What a list says when its request failed. Loaded apart from the start-up JavaScript, as soon
 * as a list is on its way (see ListStatus and start.tsx): most visits never fail.
 */
export function QueryFailure({
  error,
  context,
  mode,
  onRetry,
  isRetrying,
  actions,
}: QueryFailureProps) {
  const failure = describeFailure(error, context)
  if (mode === 'waiting') {
    return (
      <ErrorAlert
        failure={{
          ...failure,
          message: 'The API asked this dashboard to wait before asking again.',
          actions: [],
        }}
        actions={actions}
      >
        <Countdown milliseconds={(error as ApiError).retryAfterMs ?? 0}>
          {(seconds) => (seconds > 0 ? `Trying again by itself in ${seconds} s…` : 'Trying again…')}
        </Countdown>
      </ErrorAlert>
    )
  }
  return (
    <ErrorAlert
      failure={
        mode === 'refresh'
          ? {
              ...failure,
              title: `Could not refresh the ${context.noun}; showing the list loaded before`,
            }
          : failure
      }
      onRetry={onRetry}
      isRetrying={isRetrying}
      actions={actions}
    />
  )
}
