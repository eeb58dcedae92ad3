import { useDisplay } from '@/components/display-context'
import { describePeriod } from './bin-labels'
import { hasPeriod, type Period } from '@/model/period'

export type PeriodChipProps = Period & { onClear: () => void }

/** The creation period the table is filtered to, with a button that removes it; or nothing. */
export function PeriodChip({ from, to, onClear }: PeriodChipProps) {
  const { timeZone } = useDisplay()
  if (!hasPeriod({ from, to })) return null
  const text = `Created ${describePeriod(from, to, timeZone)}`
  return (
    <p className="flex max-w-72 min-w-0 items-center gap-0.5 rounded-full bg-accent-soft py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-accent-strong ring-1 ring-accent/30 ring-inset">
      <span title={text} className="truncate">
        {text}
      </span>
      <button
        type="button"
        aria-label={`Remove filter: ${text}`}
        title="Remove this filter"
        onClick={onClear}
        className="inline-flex size-5 shrink-0 items-center justify-center rounded-full hover:bg-accent/20 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span aria-hidden="true">×</span>
      </button>
    </p>
  )
}
