import { useId } from 'react'
import { markClass, markStyles, type Mark } from './mark-styles'

/** A mark beside an item's name, as data: which mark, and what it says on hover. */
export type ItemMark = {
  mark: Mark
  /** The hover text; the mark's description by default. */
  title?: string | undefined
  /** Lines shown in a tooltip on hover and on keyboard focus ("Size: 1 GiB → 2 GiB"). */
  lines?: readonly string[] | undefined
}

/**
 * A mark as a pill: read as part of the row's name cell, so screen readers hear it. With `lines`,
 * the pill is a tab stop and the lines are its tooltip and accessible description.
 */
export function MarkBadge({ mark, title, lines }: ItemMark) {
  const id = useId()
  const { label, description, className } = markStyles[mark]
  if (!lines) {
    return (
      <span title={title ?? description} className={`${markClass} ${className}`}>
        {label}
      </span>
    )
  }
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
