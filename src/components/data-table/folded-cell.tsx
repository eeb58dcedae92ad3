import type { Cell, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { foldedValues } from './folding'
import { RowDetails } from './row-details'
import type { TableFeatures } from './table-features'

export type FoldedCellProps<T extends RowData> = {
  /** The primary cell's own content (the name). */
  content: ReactNode
  /** The row's cells whose columns are hidden (folded). */
  hidden: readonly Cell<TableFeatures, T>[]
  item: T
}

/**
 * The primary cell of a row while columns fold: its value, the line under it (each value
 * labelled for screen readers, the last one cut with an ellipsis at the cell's width), and the
 * button that opens the row's details at its end.
 */
export function FoldedCell<T extends RowData>({ content, hidden, item }: FoldedCellProps<T>) {
  const line = foldedValues(hidden, 'line')
  const details = foldedValues(hidden, 'details')
  return (
    <div className="flex items-center gap-1">
      <div className="min-w-0 flex-1">
        {content}
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
      </div>
      {details.length > 0 && <RowDetails values={details} item={item} />}
    </div>
  )
}
