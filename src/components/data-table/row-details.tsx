import { useId, useLayoutEffect, useRef } from 'react'
import { EllipsisIcon } from '@/components/icons'
import type { FoldedValue } from './folding'

export type RowDetailsProps = {
  /** The folded values it holds, in the columns' order. */
  values: readonly FoldedValue[]
  /** The row's item: when the row shows another one, its details close. */
  item: unknown
}

const names = new Intl.ListFormat('en-US')

/**
 * A button that opens a row's folded details (ids, tags) next to it, each labelled with its
 * column's header. A popover (`popover="auto"`): the browser closes it on a click outside or
 * Escape and returns focus to the button, and it sits in the top layer, so the table's scroll
 * container does not clip it. Anchor positioning puts it under the button, or above it near the
 * bottom of the screen.
 */
export function RowDetails({ values, item }: RowDetailsProps) {
  const id = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  // Unique to the row; React's ids (`_r_1f_`) are valid in a CSS identifier.
  const anchorName = `--row-details${id}`
  const name = names.format(values.map((value) => value.label))

  // Open details must never show another item's values under this one's row.
  useLayoutEffect(() => {
    const panel = panelRef.current
    // `?.`: jsdom, which the unit tests run in, has no popover API.
    return () => panel?.hidePopover?.()
  }, [item])

  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label={name}
        title={name}
        style={{ anchorName }}
        className="-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-fg-subtle hover:bg-fill hover:text-fg focus-visible:outline-2 focus-visible:outline-accent [&:has(+:popover-open)]:bg-fill [&:has(+:popover-open)]:text-fg"
      >
        <EllipsisIcon className="size-4" />
      </button>
      <div
        ref={panelRef}
        id={id}
        popover="auto"
        // For cells that lay out otherwise in here (chips wrap): `in-data-row-details:`.
        data-row-details
        style={{ positionAnchor: anchorName }}
        // Not clipped inside: a copy button's "Copied" floats above it.
        className="inset-auto my-1 w-max max-w-[min(20rem,calc(100vw-4rem))] overflow-visible rounded-lg bg-surface p-3 text-fg shadow-lg ring-1 ring-line-strong [position-area:bottom_span-left] [position-try-fallbacks:flip-block]"
      >
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-2">
          {values.map((value) => (
            <div key={value.key} className="contents">
              <dt className="text-xs text-fg-subtle">{value.label}</dt>
              <dd className="min-w-0">{value.content}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  )
}
