import type { Cell, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { foldedValues } from './folding'
import type { TableFeatures } from './table-features'

export type FoldedCellProps<T extends RowData> = {
  /** The primary cell's own content (the name). */
  content: ReactNode
  /** The row's cells in chosen columns that fold at the table's width. */
  hidden: readonly Cell<TableFeatures, T>[]
}

/**
 * The primary cell of a row while columns fold: its value and the line under it (each value
 * labelled for screen readers, the last one cut with an ellipsis at the cell's width). Those
 * folded into the details show there (the row actions' Details, row-actions.tsx).
 */
export function FoldedCell<T extends RowData>({ content, hidden }: FoldedCellProps<T>) {
  const line = foldedValues(hidden, 'line')
  return (
    <>
      <div className="flex min-w-0 items-center gap-1 overflow-hidden whitespace-nowrap">
        {content}
      </div>
      {line.length > 0 && (
        <div className="mt-1 flex h-5 items-center gap-x-3 overflow-hidden text-xs whitespace-nowrap text-fg-muted">
          {line.map((value) => (
            // Each value whole; the last, where the line runs out, ends in "…", never in a
            // word cut short ("25 d ag").
            <span
              key={value.key}
              className="flex shrink-0 items-center gap-1 last:block last:min-w-0 last:shrink last:truncate"
            >
              <span className="sr-only">{value.label}</span>
              {value.content}
            </span>
          ))}
        </div>
      )}
    </>
  )
}
