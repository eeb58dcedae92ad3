import { flexRender, type Row, type RowData } from '@tanstack/react-table'
import { useId, type RefObject, type ToggleEvent } from 'react'
import { CopyButton } from '@/components/copy-button'
import { EllipsisIcon } from '@/components/icons'
import { echoText } from '@/lib/bound-text'
import { headerText } from './folding'
import type { TableFeatures } from './table-features'
import { focusedIn } from './use-row-keys'
import { RowLinkButton, type RowLink } from './row-link-button'

export type RowDetailsProps<T extends RowData> = {
  row: Row<TableFeatures, T>
  /** Where the copy buttons say "Copied" (the table's one live region). */
  announce: (message: string) => void
  link?: RowLink | undefined
  /** The panel, for the row actions to open (Enter on the row, a link's item). */
  panelRef: RefObject<HTMLDivElement | null>
  /** Open, the panel holds the row actions on its row. */
  onOpenChange: (open: boolean) => void
  backToRow: () => void
}

/**
 * The row actions' Details button and what it opens: every value of the row, folded ones too,
 * labelled with its column's header, ids whole with their copy buttons. A `popover="auto"`: the
 * browser closes it on a click outside or Escape, and the top layer keeps the scroll container
 * from clipping it; anchor positioning puts it under the button or above it, whichever side has
 * more room, never over the tabs or the toolbar, and under or over the row across a narrow screen
 * (index.css); opening it scrolls no page. Closed, focus goes back to the row.
 */
export function RowDetails<T extends RowData>({
  row,
  announce,
  link,
  panelRef,
  onOpenChange,
  backToRow,
}: RowDetailsProps<T>) {
  const id = useId()
  // Unique to the table; React's ids (`_r_1f_`) are valid in a CSS identifier.
  const anchorName = `--row-details${id}`
  const cells = row.getVisibleCells()
  const primary = cells.find((cell) => cell.column.columnDef.meta?.primary) ?? cells[0]
  const name = `Details of ${echoText(String(primary?.getValue() ?? ''))}`

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const panel = event.currentTarget
    if (event.newState === 'open') {
      // Placed in view by anchor positioning: focusing it must not scroll the page (a host's too).
      panel.focus({ preventScroll: true })
      return
    }
    // Escape or a click outside: back to the row, unless focus went somewhere of its own.
    const focus = focusedIn(panel)
    if (!focus || focus === document.body || panel.contains(focus) || focus?.id === `${id}-button`)
      backToRow()
  }

  return (
    <>
      <button
        id={`${id}-button`}
        type="button"
        popoverTarget={id}
        aria-label="Details"
        // Reached by ArrowRight from the row (row-actions.tsx), not by Tab.
        tabIndex={-1}
        title="Details: every value of this row"
        style={{ anchorName }}
        className="inline-flex size-6 items-center justify-center rounded text-fg-subtle hover:bg-fill hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
      >
        <EllipsisIcon className="size-4" />
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-label={name}
        ref={panelRef}
        tabIndex={-1}
        onBeforeToggle={(event) => onOpenChange(event.newState === 'open')}
        onToggle={onToggle}
        // For cells that lay out otherwise in here (chips wrap): `in-data-row-details:`.
        data-row-details
        style={{ positionAnchor: anchorName }}
        // Scrolls where the room is short (index.css); pr-3.5 keeps a copy button's "Copied",
        // floating above it, inside. Never nearer the screen's left edge than 0.5rem (ml-2): where
        // it would be, it goes across the screen. In a narrow panel, tighter, with ids in a
        // smaller mono: whole on one line at 360 px.
        className="inset-auto my-1 ml-2 max-h-[stretch] w-max max-w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-lg bg-surface py-3 pr-3.5 pl-3 text-left text-sm text-fg shadow-lg ring-1 ring-line-strong [position-area:bottom_span-left] [position-try:most-height_--details-above-beside,--details-below,--details-above] focus-visible:outline-2 focus-visible:outline-accent @max-md:py-2 @max-md:pl-2"
      >
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 @max-md:gap-x-2 @max-md:gap-y-1">
          {cells.map((cell) => {
            const { meta } = cell.column.columnDef
            const label = headerText(cell.column)
            const value = cell.getValue()
            const copy = meta?.body?.copy?.(value, label)
            const content = flexRender(cell.column.columnDef.cell, cell.getContext())
            return (
              <div key={cell.column.id} className="contents">
                <dt className="text-xs text-fg-subtle">{label}</dt>
                <dd className="flex min-w-0 items-center gap-1 whitespace-normal">
                  {copy && !meta?.primary ? (
                    // An id whole, where the row shows its first block.
                    <span className="min-w-0 font-mono text-xs break-all text-fg-muted @max-md:text-[0.65rem]/4">
                      {echoText(String(value))}
                    </span>
                  ) : (
                    <span className="min-w-0" title={meta?.body?.title?.(value)}>
                      {content}
                    </span>
                  )}
                  {copy && (
                    <CopyButton
                      value={String(value)}
                      label={copy.label}
                      what={copy.what}
                      announce={announce}
                    />
                  )}
                </dd>
              </div>
            )
          })}
          {link && (
            <div className="contents">
              <dt className="text-xs text-fg-subtle">Link</dt>
              <dd className="flex min-w-0 items-center gap-1">
                <span className="min-w-0 text-xs break-all text-fg-muted @max-md:text-[0.65rem]/4">
                  {'copy' in link && echoText(link.copy)}
                </span>
                <RowLinkButton link={link} announce={announce} />
              </dd>
            </div>
          )}
        </dl>
      </div>
    </>
  )
}
