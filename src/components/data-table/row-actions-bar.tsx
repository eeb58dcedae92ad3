import type { Row, RowData } from '@tanstack/react-table'
import { useLayoutEffect, useRef } from 'react'
import { CopyButton } from '@/components/copy-button'
import { chosenCells, headerText } from './folding'
import { RowDetails } from './row-details'
import { RowLinkButton, type RowLink } from './row-link-button'
import type { TableFeatures } from './table-features'
import { barButtons } from './use-row-keys'

export type RowActionsBarProps<T extends RowData> = {
  row: Row<TableFeatures, T>
  /** The row's item and place in the whole list. */
  item: number
  position: number
  announce: (message: string) => void
  /** "Copy link" for the row's item, when the page offers links. */
  link?: RowLink | undefined
}

/**
 * What the row actions offer for one row: copy each id it has (the columns that say `copy`),
 * then Details. In a chunk of its own (lazy-seams.ts): it loads when a row is first hovered or
 * focused, not with the first screen.
 */
export function RowActionsBar<T extends RowData>({
  row,
  item,
  position,
  announce,
  link,
}: RowActionsBarProps<T>) {
  const endRef = useRef<HTMLSpanElement>(null)
  // Reached by ArrowRight from the row, not by Tab: the rows stay one tab stop.
  useLayoutEffect(() => {
    for (const button of barButtons(endRef.current?.parentElement ?? null)) button.tabIndex = -1
  })
  return (
    <>
      {chosenCells(row).map((cell) => {
        const value = cell.getValue()
        const copy = cell.column.columnDef.meta?.body?.copy?.(value, headerText(cell.column))
        return (
          copy && (
            <CopyButton
              // A new row's button starts without the last one's "Copied".
              key={`${item}:${cell.column.id}`}
              value={String(value)}
              label={copy.label}
              what={copy.what}
              announce={announce}
            />
          )
        )
      })}
      {link && <RowLinkButton key={`${item}:link`} link={link} announce={announce} />}
      <RowDetails key={item} row={row} position={position} announce={announce} link={link} />
      <span ref={endRef} hidden />
    </>
  )
}
