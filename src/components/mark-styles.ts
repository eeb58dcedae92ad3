/**
 * The small marks beside an item's name, as one lookup: label, explanation and colour travel
 * together. Current (builds) and New (since a time) here; the comparison's marks
 * (src/features/release-review/change-styles.ts) share the pill's shape.
 */
export const markStyles = {
  current: {
    label: 'Current',
    description: 'The build in use (tagged current: true)',
    className: 'bg-accent-soft text-accent-strong ring-accent/30',
  },
  new: {
    label: 'New',
    description: 'Created after the "since" time',
    className: 'bg-accent text-on-accent ring-accent',
  },
} as const

export type Mark = keyof typeof markStyles

/** The pill every mark is drawn as; add a mark's `className` for its colours. */
export const markClass =
  'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset'
