import { useId, useState, type FormEvent } from 'react'
import { useDisplay } from '@/components/display-context'
import { fromInputValue, toInputValue } from './since-input'

const HOUR = 60 * 60 * 1000

/** Quick choices, counted back from the page's clock (the frozen one in a review). */
const presets = [
  { label: 'Last 24 h', back: 24 * HOUR },
  { label: 'Last 7 days', back: 7 * 24 * HOUR },
] as const

/** The release review's small buttons (the banner's too). */
export const buttonClass =
  'rounded-md bg-surface px-2.5 py-1 text-sm font-medium text-fg ring-1 ring-line-strong ring-inset hover:bg-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

// A preset reads as a round time in the URL and the figures, not to the millisecond.
const toMinute = (time: number) => Math.floor(time / 60_000) * 60_000

export type SinceFormProps = {
  /** The view's `since` (ms), if one is set. */
  since: number | undefined
  onSinceChange: (since: number | undefined) => void
  onDone: () => void
}

/**
 * The `since` time: items created after it are marked New, counted in the figures and offered as
 * a status choice. Typed in the zone the page shows times in; applied on Enter or Apply, so a
 * half-typed date never changes the view (or adds a history entry per key).
 */
export function SinceForm({ since, onSinceChange, onDone }: SinceFormProps) {
  const { now, timeZone } = useDisplay()
  const inputId = useId()
  const [draft, setDraft] = useState(() =>
    since === undefined ? '' : toInputValue(since, timeZone),
  )
  const [problem, setProblem] = useState<string>()

  const apply = (time: number) => {
    onSinceChange(time)
    onDone()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const time = fromInputValue(draft, timeZone)
    if (time === undefined) setProblem('Enter a whole date and time, or pick one below.')
    else apply(time)
  }
  const clear = () => {
    onSinceChange(undefined)
    setDraft('')
    onDone()
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        Mark as new what was created after{' '}
        <span className="font-normal text-fg-muted">
          ({timeZone === 'utc' ? 'UTC' : 'your time zone'})
        </span>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="datetime-local"
          step={1}
          value={draft}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            setProblem(undefined)
          }}
          className="min-w-0 flex-1 rounded-md border-0 bg-surface px-2 py-1 text-sm text-fg ring-1 ring-line-strong ring-inset focus:ring-2 focus:ring-accent focus:outline-none"
        />
        <button type="submit" className={buttonClass}>
          Apply
        </button>
      </div>
      {problem && (
        <p id={`${inputId}-problem`} role="alert" className="text-sm text-danger-strong">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {presets.map(({ label, back }) => (
          <button
            key={label}
            type="button"
            className={buttonClass}
            onClick={() => apply(toMinute(now - back))}
          >
            {label}
          </button>
        ))}
        {since !== undefined && (
          <button type="button" className={buttonClass} onClick={clear}>
            <span aria-hidden="true">× </span>Clear since
          </button>
        )}
      </div>
    </form>
  )
}
