import { useMemo } from 'react'
import { useDisplay } from '@/components/display-context'
import { formatCount as count, formatExactSize, formatSize } from '@/lib/format-size'
import { formatDayClockTime, formatExactTime } from '@/lib/format-time'
import { newSinceTime, type NewRule } from '@/model/is-new'
import type { UploadSummary } from '@/model/list-items'
import { summarizeNew } from '@/model/new-items'

export type LastVisitFactsProps = {
  items: readonly UploadSummary[]
  /** What is new since the last visit (last-visit.ts). */
  rule: NewRule
  /** The operator has seen them: the marks go. */
  onMarkSeen: () => void
}

/**
 * The figures' "3 new since your last visit, yesterday 18:04, 1.2 GiB" and the button that
 * clears the marks.
 */
export function LastVisitFacts({ items, rule, onMarkSeen }: LastVisitFactsProps) {
  const { now, timeZone } = useDisplay()
  const summary = useMemo(() => summarizeNew(items, rule), [items, rule])
  const at = newSinceTime(rule)
  const unknown = summary.unknownSizes > 0 ? ` + ${count(summary.unknownSizes)} unknown` : ''
  // One inline run with its button, so that a folded (one-line) strip cuts it off at its end
  // like any other fact, instead of dropping it whole.
  return (
    <span title={`${formatExactSize(summary.bytes)}${unknown}`}>
      <strong className="font-medium text-fg">{count(summary.count)} new</strong> since your last
      visit,{' '}
      <time dateTime={new Date(at).toISOString()} title={formatExactTime(at, timeZone)}>
        {formatDayClockTime(at, now, timeZone)}
      </time>
      , {formatSize(summary.bytes)}
      {unknown}{' '}
      <button
        type="button"
        onClick={onMarkSeen}
        className="ml-1 rounded font-medium whitespace-nowrap text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        Mark as seen
      </button>
    </span>
  )
}
