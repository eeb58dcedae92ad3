/**
 * The small marks beside an item's name, as one lookup: label, explanation and colour travel
 * together. Current (builds), New (after the view's `since`), and a comparison's changes.
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
  added: {
    label: 'Added',
    description: 'Not in the snapshot: added since',
    className: 'bg-ok-soft text-ok-strong ring-ok/40',
  },
  changed: {
    label: 'Changed',
    description: 'Changed since the snapshot',
    className: 'bg-warn-soft text-warn-strong ring-warn/40',
  },
  removed: {
    label: 'Removed',
    description: 'In the snapshot, gone from the list today: its last known values',
    className: 'bg-surface text-fg-muted ring-line-strong',
  },
} as const

export type Mark = keyof typeof markStyles

/** The pill every mark is drawn as; add a mark's `className` for its colours. */
export const markClass =
  'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 align-middle text-xs font-medium ring-1 ring-inset'
