import { useMemo } from 'react'
import type { UploadSummary } from '@/model/list-items'
import { useDisplay } from '@/components/display-context'
import { formatCount as count, formatExactSize, formatSize } from '@/lib/format-size'
import { formatClockTime } from '@/lib/format-time'
import { summarizeNew } from '@/model/new-items'

export type SinceFactsProps = { items: readonly UploadSummary[]; since: number }

/**
 * The summary's "N new since <time>, X": how many items were created after `since` and their
 * size. A `since` later than the page's clock (the frozen one of a review, `asof`) gets a note:
 * only items dated in the future can then be new.
 */
export function SinceFacts({ items, since }: SinceFactsProps) {
  const { now, timeZone } = useDisplay()
  const summary = useMemo(() => summarizeNew(items, { by: 'time', since }), [items, since])
  const unknown = summary.unknownSizes > 0 ? ` + ${count(summary.unknownSizes)} unknown` : ''
  return (
    <>
      <span title={`${formatExactSize(summary.bytes)}${unknown}`}>
        <strong className="font-medium text-fg">{count(summary.count)} new</strong> since{' '}
        {formatClockTime(since, timeZone)}, {formatSize(summary.bytes)}
        {unknown}
      </span>
      {since > now && (
        <span className="text-warn-strong">
          “since” is later than now ({formatClockTime(now, timeZone)}): only items dated in the
          future can be new
        </span>
      )}
    </>
  )
}
