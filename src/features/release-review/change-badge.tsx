import { useId } from 'react'
import type { UploadSummary } from '@/model/list-items'
import { changedFieldsOf } from './list-diff'
import { markClass } from '@/components/mark-styles'
import { changeStyles } from './change-styles'
import { changeLines } from './old-values'

type BadgeProps = { kind: 'added' | 'removed' }

/** "Added" or "Removed": read as part of the row's name cell, so screen readers hear it. */
export function ChangeBadge({ kind }: BadgeProps) {
  const { label, description, className } = changeStyles[kind]
  return (
    <span title={description} className={`${markClass} ${className}`}>
      {label}
    </span>
  )
}

export type ChangedBadgeProps = { mark: number; before: UploadSummary; after: UploadSummary }

/**
 * "Changed", with what changed and the old values in a tooltip that shows on hover and on
 * keyboard focus (the badge is a tab stop), and is the badge's accessible description.
 */
export function ChangedBadge({ mark, before, after }: ChangedBadgeProps) {
  const id = useId()
  const lines = changeLines(changedFieldsOf(mark), before, after)
  const { label, className } = changeStyles.changed
  return (
    <span className="group/changed relative shrink-0">
      <span
        tabIndex={0}
        aria-describedby={id}
        className={`${markClass} ${className} cursor-help focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent`}
      >
        {label}
      </span>
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none absolute top-full left-0 z-20 mt-1 hidden w-max max-w-72 rounded-md bg-fg px-2 py-1 text-xs whitespace-normal text-surface shadow-lg group-focus-within/changed:block group-hover/changed:block"
      >
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </span>
    </span>
  )
}
