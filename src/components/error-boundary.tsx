import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AlertIcon } from './icons'

export type ErrorBoundaryProps = {
  /** What failed to show, for the message: "this tab", "the dashboard". */
  what: string
  /** Said instead of the fault's message, on one line: for a part whose code failed to load. */
  brief?: string | undefined
  /** Runs before "Try again" renders the children again (a lazy part's `retry`). */
  onRetry?: (() => void) | undefined
  children: ReactNode
}

type State = { error: Error | undefined }

/**
 * A rendering bug shows a message with a way out instead of a white page. Around each tab (the
 * picker and other tabs keep working) and around the whole app.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept for whoever opens the console; the operator sees the message below.
    console.warn(`The dashboard could not show ${this.props.what}:`, error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    const tryAgain = () => {
      this.props.onRetry?.()
      this.setState({ error: undefined })
    }
    if (this.props.brief) {
      return (
        <p role="alert" className="text-sm text-danger-strong">
          {this.props.brief}{' '}
          <button type="button" onClick={tryAgain} className="font-medium underline">
            Try again
          </button>
        </p>
      )
    }
    return (
      <div
        role="alert"
        className="m-4 flex gap-3 rounded-lg border border-danger-line bg-danger-soft p-4 text-sm text-danger-strong"
      >
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="space-y-2">
          <p className="font-semibold">Something went wrong showing {this.props.what}</p>
          <p>
            This is a fault in the dashboard, not in your data. Try again; if it happens again,
            reload the page.
          </p>
          {/* Not a page reload: embedded, that would reload the host's whole console. */}
          <button
            type="button"
            onClick={tryAgain}
            className="rounded-md bg-surface px-3 py-1.5 font-medium ring-1 ring-danger-line ring-inset hover:bg-danger-fill"
          >
            Try again
          </button>
        </div>
      </div>
    )
  }
}
