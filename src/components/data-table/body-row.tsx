import { flexRender, type Cell, type Row, type RowData } from '@tanstack/react-table'
import {
  memo,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { headerText } from './folding'
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

export type BodyRowProps<T extends RowData> = {
  item: number
  row: Row<TableFeatures, T>
  /** The row's cells in the columns shown, and those chosen that fold into the primary cell. */
  cells: Cell<TableFeatures, T>[]
  hidden: Cell<TableFeatures, T>[]
  position: number
  height: number
  className: string | undefined
  tabStop: boolean
  current: boolean
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
export const BodyRow = memo(function BodyRow<T extends RowData>({
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
      // scroll-mt: a row brought into view by the keys is not left under the sticky header. The
      // row the actions are on shows so while the pointer is on them, outside the row.
      className={`scroll-mt-10 ${anchor ? 'bg-surface-muted' : ''} hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent aria-[current=true]:bg-accent-soft/50 aria-[current=true]:shadow-[inset_3px_0_0_var(--color-accent)] [&:first-child>td]:border-t-0 ${className ?? ''}`}
    >
      {cells.map((cell) => {
        const { meta } = cell.column.columnDef
        const content = flexRender(cell.column.columnDef.cell, cell.getContext())
        // A plain value's hover text and name go on the cell itself (BodyCellMeta).
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
      {/* The row actions' column: they show in it, over no value (row-actions.tsx). */}
      <td aria-hidden="true" className="border-t border-line" />
    </tr>
  )
}, drawsTheSame) as <T extends RowData>(props: BodyRowProps<T>) => ReactNode

/** Stands in for the rows out of view, so the scrollbar is as long as the whole list. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}

/**
 * The rows' events as one object that stays the same, so that the memoized rows need not render
 * again for them, calling the handlers of the latest render.
 */
export function useRowEvents(latest: RowEvents): RowEvents {
  const ref = useRef(latest)
  useLayoutEffect(() => {
    ref.current = latest
  })
  const [events] = useState<RowEvents>(() => ({
    rows: latest.rows,
    onFocus: (...args) => ref.current.onFocus(...args),
    onPointerOver: (...args) => ref.current.onPointerOver(...args),
    onKeyDown: (...args) => ref.current.onKeyDown(...args),
  }))
  return events
}

/**
 * The primary cell of a row while columns fold: its value and the line under it (each value
 * labelled for screen readers, the last one cut with an ellipsis at the cell's width). Those
 * folded into the details show there (row-details.tsx).
 */
function FoldedCell<T extends RowData>({
  content,
  hidden,
}: {
  content: ReactNode
  hidden: readonly Cell<TableFeatures, T>[]
}) {
  const line = hidden.filter(({ column }) => column.columnDef.meta?.fold?.to === 'line')
  return (
    <>
      <div className="flex min-w-0 items-center gap-1 overflow-hidden whitespace-nowrap">
        {content}
      </div>
      {line.length > 0 && (
        <div className="mt-1 flex h-5 items-center gap-x-3 overflow-hidden text-xs whitespace-nowrap text-fg-muted">
          {line.map((cell) => (
            // Each value whole; the last, where the line runs out, ends in "…", never in a
            // word cut short ("25 d ag").
            <span
              key={cell.column.id}
              className="flex shrink-0 items-center gap-1 last:block last:min-w-0 last:shrink last:truncate"
            >
              <span className="sr-only">{headerText(cell.column)}</span>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </span>
          ))}
        </div>
      )}
    </>
  )
}
