import { echoText } from '@/lib/bound-text'
import { tagFilterText } from '@/model/build-tags'

export type TagFiltersProps = {
  filters: readonly string[]
  onChange: (filters: string[]) => void
}

/** The tag filters in use, each a chip with a button that removes it; nothing when none. */
export function TagFilters({ filters, onChange }: TagFiltersProps) {
  if (filters.length === 0) return null
  return (
    <ul aria-label="Tag filters" className="flex min-w-0 flex-wrap items-center gap-1.5">
      {filters.map((filter) => {
        // A filter may come from a link (?tag=): its controls are made visible.
        const text = echoText(tagFilterText(filter))
        return (
          <li
            key={filter}
            className="flex max-w-60 min-w-0 items-center gap-0.5 rounded-full bg-accent-soft py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-accent-strong ring-1 ring-accent/30 ring-inset"
          >
            <span dir="auto" title={text} className="truncate">
              {text}
            </span>
            <button
              type="button"
              aria-label={`Remove tag filter ${text}`}
              title="Remove this filter"
              onClick={() => onChange(filters.filter((other) => other !== filter))}
              className="inline-flex size-5 shrink-0 items-center justify-center rounded-full hover:bg-accent/20 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
