import { useId } from 'react'
import { useDisplay } from '@/components/display-context'
import { echoText } from '@/lib/bound-text'
import { formatCount } from '@/lib/format-size'
import { formatClockTime } from '@/lib/format-time'
import type { ChangeKind, DiffCounts } from './list-diff'
import { buttonClass } from './since-form'
import type { ChangeFilter, Comparison, ComparisonStore } from './comparison-context'

export type ComparisonBannerProps = {
  store: ComparisonStore
  /** The comparison of this game, if one is on. */
  active: Comparison['active']
  noun: string
  /** The tab's counts once compared; a sentence while comparing or when the file lacks the tab. */
  counts: DiffCounts | undefined
  status: string | undefined
}

const changeKinds: readonly ChangeKind[] = ['added', 'removed', 'changed', 'unchanged']

/**
 * Above the table while comparing: which file (its name, date and game), what it says about
 * itself, the change filter and "Clear comparison"; and a refused file's reason, or the file
 * being read. The comparison is not in the URL, and it says so.
 */
export function ComparisonBanner({ store, active, noun, counts, status }: ComparisonBannerProps) {
  const { comparison, setComparison } = store
  const { timeZone } = useDisplay()
  const selectId = useId()
  const notices = (
    <>
      {comparison.reading && (
        <p role="status" className="text-sm text-fg-muted">
          Reading “{echoText(comparison.reading, 80)}”…
        </p>
      )}
      {comparison.problem && (
        <div role="alert" className="flex flex-wrap items-start gap-2 text-sm text-danger-strong">
          <p className="min-w-0 flex-1 break-words">{comparison.problem}</p>
          <button
            type="button"
            className={buttonClass}
            onClick={() => setComparison((current) => ({ ...current, problem: undefined }))}
          >
            Dismiss
          </button>
        </div>
      )}
    </>
  )
  if (!active) {
    return comparison.reading || comparison.problem ? (
      <div className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-line">{notices}</div>
    ) : null
  }
  const { meta } = active
  return (
    <section
      aria-label="Comparison"
      className="flex flex-col gap-2 rounded-lg bg-surface-muted p-3 text-sm ring-1 ring-line-strong"
    >
      {notices}
      <p className="break-words">
        Comparing with <strong className="font-medium">“{meta.fileName}”</strong>
        {meta.game && <> of {meta.game.name}</>}
        {meta.takenAt !== undefined && <>, taken {formatClockTime(meta.takenAt, timeZone)}</>}.
        {meta.rows === 'filtered' && ' It holds only the rows a filter matched.'}
      </p>
      {meta.notes.map((note) => (
        <p key={note} className="text-warn-strong">
          {note}
        </p>
      ))}
      {status && <p role="status">{status}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-fg-muted">
          Show
        </label>
        {/* A width of its own: the choices name their counts once counted, and the button
            beside them does not move when they come (STYLE.md habit 15). */}
        <select
          id={selectId}
          value={comparison.show}
          disabled={!counts}
          onChange={(event) =>
            setComparison((current) => ({ ...current, show: event.target.value as ChangeFilter }))
          }
          className="w-48 max-w-full rounded-md bg-surface px-2 py-1 text-sm text-fg ring-1 ring-line-strong ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <option value="all">All {noun}</option>
          {changeKinds.map((kind) => (
            <option key={kind} value={kind}>
              {`${kind.charAt(0).toUpperCase()}${kind.slice(1)} (${formatCount(counts?.[kind] ?? 0)})`}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonClass}
          onClick={() => setComparison({ show: 'all' })}
        >
          Clear comparison
        </button>
      </div>
      <p className="text-xs text-fg-muted">
        The comparison is not part of the page’s link: whoever opens the link needs the file too.
      </p>
    </section>
  )
}
