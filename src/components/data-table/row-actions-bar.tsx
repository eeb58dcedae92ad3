import type { Row, RowData } from '@tanstack/react-table'
import type { RefObject } from 'react'
import { CopyButton } from '@/components/copy-button'
import { chosenCells, headerText } from './folding'
import { RowDetails } from './row-details'
import { RowLinkButton, type RowLink } from './row-link-button'
import type { TableFeatures } from './table-features'

export type RowActionsBarProps<T extends RowData> = {
  row: Row<TableFeatures, T>
  /** The row's item (an index into `items`). */
  item: number
  announce: (message: string) => void
  /** "Copy link" for the row's item, when the page offers links. */
  link?: RowLink | undefined
  /** The details' panel, which Enter on the row (or a link's item) opens. */
  detailsRef: RefObject<HTMLDivElement | null>
  onDetailsChange: (open: boolean) => void
  /** Gives focus back to the row, once its details close. */
  backToRow: () => void
}

/**
 * What the row actions offer for one row: copy each id it has (the columns that say `copy`),
 * then Details. Each is reached by ArrowRight from the row, not by Tab: the rows stay one tab
 * stop.
 */
export function RowActionsBar<T extends RowData>({
  row,
  item,
  announce,
  link,
  detailsRef,
  onDetailsChange,
  backToRow,
}: RowActionsBarProps<T>) {
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
              tabIndex={-1}
            />
          )
        )
      })}
      {link && <RowLinkButton key={`${item}:link`} link={link} announce={announce} tabIndex={-1} />}
      <RowDetails
        key={item}
        row={row}
        announce={announce}
        link={link}
        panelRef={detailsRef}
        onOpenChange={onDetailsChange}
        backToRow={backToRow}
      />
    </>
  )
}
