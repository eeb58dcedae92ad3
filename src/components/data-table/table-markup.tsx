import type { RowData } from '@tanstack/react-table'
import { memo, type ReactNode } from 'react'
import { ColumnHeader } from './column-header'
import { FoldedCell } from './folded-cell'
import type { CellView, TableView } from './table-view'

export type TableMarkupProps<T extends RowData> = {
  label: string
  view: TableView<T>
  /** The ids of the columns whose values show in the primary column's cell. */
  folded: ReadonlySet<string>
  /** Shown in the primary column's header, after its own sort button (the sort menu). */
  headerAside: ReactNode
  rowHeight: number
  /** The position of the first row in view, in the whole list. */
  first: number
  /** The heights of the spacers above and below the rows in view (use-row-window.ts). */
  spaceAbove: number
  spaceBelow: number
  /** The whole list's items in order (indexes into its `items`), not only the rows in view. */
  order: Uint32Array
  arriving: boolean
  rowClassName: ((item: T) => string | undefined) | undefined
  /** Called when a header click is about to change the sort. */
  onSort: () => void
}

/**
 * The `<table>` itself: its header row, then the rows in view between two spacer rows that
 * stand in for the rest, so the scrollbar is as long as the whole list.
 */
export function TableMarkup<T extends RowData>({
  label,
  view,
  folded,
  headerAside,
  rowHeight,
  first,
  spaceAbove,
  spaceBelow,
  order,
  arriving,
  rowClassName,
  onSort,
}: TableMarkupProps<T>) {
  const total = order.length
  const columnCount = view.headers.length - folded.size
  return (
    <table
      aria-label={label}
      // -1: "not known yet", while rows are still arriving (WAI-ARIA).
      aria-rowcount={arriving ? -1 : total + 1}
      className="w-full table-fixed border-separate border-spacing-0 text-left text-sm"
    >
      <thead className="text-xs text-fg-muted">
        <tr aria-rowindex={1}>
          {view.headers
            .filter((header) => !folded.has(header.id))
            .map((header) => (
              <ColumnHeader
                key={header.id}
                header={header}
                onSort={onSort}
                aside={header.def.meta?.primary ? headerAside : undefined}
              />
            ))}
        </tr>
      </thead>
      <tbody>
        {spaceAbove > 0 && <SpacerRow height={spaceAbove} columns={columnCount} />}
        {view.rows.map(({ item, cells }, i) => {
          const position = first + i
          return (
            <BodyRow
              // Keyed by item, so that a row keeps its state (open details, focus) when the rows
              // are filtered or sorted around it.
              key={order[position]}
              item={item}
              cells={cells}
              folded={folded}
              position={position}
              height={rowHeight}
              className={rowClassName?.(item)}
            />
          )
        })}
        {spaceBelow > 0 && <SpacerRow height={spaceBelow} columns={columnCount} />}
      </tbody>
    </table>
  )
}

type BodyRowProps<T extends RowData> = {
  item: T
  /** The row's cells, drawn from `item` by the columns (table-view.tsx). */
  cells: CellView<T>[]
  folded: ReadonlySet<string>
  /** The row's place in the whole list. */
  position: number
  height: number
  className: string | undefined
}

/**
 * Whether a row would draw the same: the same item in the same place, its cells drawn by the
 * same columns. Its `cells` are made anew at each render of the table, from the item alone (a
 * cell that reads more, a clock or the view, reads it from a context, which still reaches it).
 */
const drawsTheSame = <T extends RowData>(a: BodyRowProps<T>, b: BodyRowProps<T>) =>
  a.item === b.item &&
  a.position === b.position &&
  a.height === b.height &&
  a.className === b.className &&
  a.folded === b.folded &&
  a.cells.length === b.cells.length &&
  a.cells.every((cell, i) => cell.def === b.cells[i]?.def)

/**
 * One item's row. The table renders again whenever its list does: each part of a list that is
 * still arriving, a sort, the window moving; the rows that stay (the first screen is final early,
 * as the API sends newest first) are not rendered again.
 */
const BodyRow = memo(function BodyRow<T extends RowData>({
  item,
  cells,
  folded,
  position,
  height,
  className,
}: BodyRowProps<T>) {
  return (
    <tr
      aria-rowindex={position + 2}
      style={{ height }}
      className={`hover:bg-surface-muted [&:first-child>td]:border-t-0 ${className ?? ''}`}
    >
      {cells
        .filter((cell) => !folded.has(cell.columnId))
        .map((cell) => (
          <td
            key={cell.columnId}
            className={`border-t border-line px-3 py-2 align-middle ${cell.def.meta?.className ?? ''}`}
          >
            {cell.def.meta?.primary && folded.size > 0 ? (
              <FoldedCell content={cell.content} cells={cells} folded={folded} item={item} />
            ) : (
              cell.content
            )}
          </td>
        ))}
    </tr>
  )
}, drawsTheSame) as <T extends RowData>(props: BodyRowProps<T>) => ReactNode

/** Stands in for the rows out of view, so the scrollbar is as long as the whole list. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}
