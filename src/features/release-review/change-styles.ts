/** The comparison's marks, as one lookup (the pill's shape is markClass, mark-styles.ts). */
export const changeStyles = {
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
