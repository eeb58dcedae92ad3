import { useId } from 'react'
import { useCellTabIndex } from './data-table/in-row'
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
 * the pill is a tab stop and the lines are its tooltip and accessible description. The tooltip is
 * fixed and anchored to the pill where the browser can, so the name cell's clipping (a long name
 * ends in "…" at the cell's edge) does not cut it off; elsewhere it hangs under the pill.
 */
export function MarkBadge({ mark, title, lines }: ItemMark) {
  const tabIndex = useCellTabIndex() ?? 0
  const id = useId()
  // React's ids (`_r_1f_`) are valid in a CSS identifier.
  const anchorName = `--mark${id}`
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
        tabIndex={tabIndex}
        aria-describedby={id}
        style={{ anchorName }}
        className={`${markClass} ${className} cursor-help focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent`}
      >
        {label}
      </span>
      <span
        id={id}
        role="tooltip"
        style={{ positionAnchor: anchorName }}
        className="pointer-events-none absolute top-full left-0 z-20 mt-1 hidden w-max max-w-72 rounded-md bg-fg px-2 py-1 text-xs whitespace-normal text-surface shadow-lg group-focus-within/changed:block group-hover/changed:block supports-[anchor-name:--a]:fixed supports-[anchor-name:--a]:inset-auto supports-[anchor-name:--a]:[position-area:bottom_span-right]"
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
