import { formatCount as count, formatSize } from '@/lib/format-size'
import type { DiffCounts } from './list-diff'

/** The figures' part of a comparison: how many of each kind of change, and the bytes. */
export function ComparisonFigures({ counts }: { counts: DiffCounts }) {
  return (
    <>
      <span>
        <strong className="font-medium text-fg">{count(counts.added)} added</strong> (
        {formatSize(counts.addedBytes)})
      </span>
      <span>
        {count(counts.removed)} removed ({formatSize(counts.removedBytes)})
      </span>
      <span>{count(counts.changed)} changed</span>
      <span>{count(counts.unchanged)} unchanged</span>
    </>
  )
}
