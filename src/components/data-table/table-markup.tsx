import { flexRender, type Cell, type Row, type RowData, type Table } from '@tanstack/react-table'
import { memo, useRef, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { ColumnHeader } from './column-header'
import { FoldedCell } from './folded-cell'
import { InRowContext } from './in-row'
import { SortMenu } from './sort-menu'
import type { TableFeatures } from './table-features'
import type { RowElements } from './use-row-keys'

/**
 * What a row tells the table, through one object that stays the same (the rows are memoized):
 * its element, and focus, the pointer and keys on it, with its place and item.
 */
export type RowEvents = {
  rows: RowElements
  onFocus: (position: number, item: number, event: FocusEvent<HTMLElement>) => void
  onPointerOver: (item: number) => void
  onKeyDown: (position: number, item: number, event: KeyboardEvent<HTMLElement>) => void
}

export type TableMarkupProps<T extends RowData> = {
  label: string
  /** React-table over the rows in view, its visible columns those the operator chose. */
  table: Table<TableFeatures, T>
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
  /** Called when a header click or the sort menu is about to change the sort. */
  onSort: () => void
  /** The item whose row is the rows' one tab stop (use-row-keys.ts). */
  tabStop: number | undefined
  /** The current item (a link's): its row is marked. */
  current?: number | undefined
  /** The item the row actions are on, and the anchor name its row takes for them. */
  actionsOn: number | undefined
  anchor: string
  events: RowEvents
  headRef: Ref<HTMLTableSectionElement>
  /** The chosen columns that fold at the table's width (folding.ts): no column of their own. */
  folded: readonly string[]
  /** The table's meta, which the cells read: the rows draw again when it changes. */
  meta: unknown
}

/**
 * The `<table>` itself: its header row, then the rows in view between two spacer rows that
 * stand in for the rest, so the scrollbar is as long as the whole list.
 */
export function TableMarkup<T extends RowData>({
  label,
  table,
  rowHeight,
  first,
  spaceAbove,
  spaceBelow,
  order,
  arriving,
  rowClassName,
  onSort,
  tabStop,
  current,
  actionsOn,
  anchor,
  events,
  headRef,
  folded,
  meta,
}: TableMarkupProps<T>) {
  const total = order.length
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const shows = (column: { id: string }) => !folded.includes(column.id)
  const headers = table.getLeafHeaders().filter((header) => shows(header.column))
  // Narrow, a column that sorts may have no header to click: the sort menu offers every sort.
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort())
  const sortMenu = sortable.some((column) => !column.getIsVisible() || !shows(column)) && (
    <SortMenu columns={sortable} onSort={onSort} />
  )
  return (
    <table
      aria-label={label}
      // -1: "not known yet", while rows are still arriving (WAI-ARIA).
      aria-rowcount={arriving ? -1 : total + 1}
      className="w-full table-fixed border-separate border-spacing-0 text-left text-sm"
    >
      <thead ref={headRef} className="text-xs text-fg-muted">
        <tr aria-rowindex={1}>
          {headers.map((header) => (
            <ColumnHeader
              key={header.id}
              header={header}
              onSort={onSort}
              aside={header.column.columnDef.meta?.primary ? sortMenu : undefined}
              bodyRef={bodyRef}
            />
          ))}
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        <InRowContext value>
          {spaceAbove > 0 && <SpacerRow height={spaceAbove} columns={headers.length} />}
          {table.getRowModel().rows.map((row, i) => {
            const position = first + i
            const item = order[position]!
            const chosen = row.getVisibleCells()
            return (
              <BodyRow
                // Keyed by item, so that a row keeps its state (open details, focus) when the rows
                // are filtered or sorted around it.
                key={item}
                item={item}
                row={row}
                cells={chosen.filter((cell) => shows(cell.column))}
                hidden={chosen.filter((cell) => !shows(cell.column))}
                position={position}
                height={rowHeight}
                className={rowClassName?.(row.original)}
                tabStop={item === tabStop}
                current={item === current}
                anchor={item === actionsOn ? anchor : undefined}
                events={events}
                meta={meta}
              />
            )
          })}
          {spaceBelow > 0 && <SpacerRow height={spaceBelow} columns={headers.length} />}
        </InRowContext>
      </tbody>
    </table>
  )
}

type BodyRowProps<T extends RowData> = {
  /** The row's item (an index into `items`). */
  item: number
  row: Row<TableFeatures, T>
  /** The row's cells in the columns shown, and those chosen that fold into the primary cell. */
  cells: Cell<TableFeatures, T>[]
  hidden: Cell<TableFeatures, T>[]
  /** The row's place in the whole list. */
  position: number
  height: number
  className: string | undefined
  tabStop: boolean
  current: boolean
  /** The row actions' anchor name, on their row. */
  anchor: string | undefined
  events: RowEvents
  meta: unknown
}

const sameColumns = <T extends RowData>(
  a: readonly Cell<TableFeatures, T>[],
  b: readonly Cell<TableFeatures, T>[],
) => a.length === b.length && a.every((cell, i) => cell.column === b[i]?.column)

/**
 * Whether a row would draw the same: the same item in the same place, in the same columns, with
 * the same table meta. Its row and cells are made anew whenever the rows in view change, from the
 * item alone (a cell that reads a clock reads it from a context, which still reaches it).
 */
const drawsTheSame = <T extends RowData>(a: BodyRowProps<T>, b: BodyRowProps<T>) =>
  a.row.original === b.row.original &&
  a.position === b.position &&
  a.height === b.height &&
  a.className === b.className &&
  a.tabStop === b.tabStop &&
  a.current === b.current &&
  a.anchor === b.anchor &&
  a.meta === b.meta &&
  sameColumns(a.cells, b.cells) &&
  sameColumns(a.hidden, b.hidden)

/**
 * One item's row. The table renders again whenever its list does: each part of a list that is
 * still arriving, a sort, the window moving; the rows that stay (the first screen is final early,
 * as the API sends newest first) are not rendered again.
 */
const BodyRow = memo(function BodyRow<T extends RowData>({
  item,
  cells,
  hidden,
  position,
  height,
  className,
  tabStop,
  current,
  anchor,
  events,
}: BodyRowProps<T>) {
  return (
    <tr
      ref={(element) => {
        if (!element) return undefined
        events.rows.set(item, element)
        return () => {
          if (events.rows.get(item) === element) events.rows.delete(item)
        }
      }}
      onFocus={(event) => events.onFocus(position, item, event)}
      onPointerOver={() => events.onPointerOver(item)}
      onKeyDown={(event) => events.onKeyDown(position, item, event)}
      aria-rowindex={position + 2}
      // The rows are one tab stop (use-row-keys.ts); a click focuses the row clicked.
      tabIndex={tabStop ? 0 : -1}
      aria-current={current || undefined}
      style={{ height, anchorName: anchor }}
      // scroll-mt: a row brought into view by the keys is not left under the sticky header.
      className={`scroll-mt-10 hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent aria-[current=true]:bg-accent-soft/50 aria-[current=true]:shadow-[inset_3px_0_0_var(--color-accent)] [&:first-child>td]:border-t-0 ${className ?? ''}`}
    >
      {cells.map((cell) => {
        const { meta } = cell.column.columnDef
        const content = flexRender(cell.column.columnDef.cell, cell.getContext())
        // A plain value's hover text and name go on the cell itself (body-cell.ts).
        const value = meta?.body && cell.getValue()
        const label = meta?.body?.label?.(value)
        return (
          <td
            key={cell.column.id}
            title={label ?? (meta?.body?.title?.(value) || undefined)}
            aria-label={label}
            className={`border-t border-line px-3 py-2 align-middle ${meta?.className ?? ''} ${meta?.body?.className ?? ''}`}
          >
            {meta?.primary && hidden.length > 0 ? (
              <FoldedCell content={content} hidden={hidden} />
            ) : (
              content
            )}
          </td>
        )
      })}
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
