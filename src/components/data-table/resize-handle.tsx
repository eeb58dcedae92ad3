import type { Header, RowData } from '@tanstack/react-table'
import type { KeyboardEvent } from 'react'
import { headerText } from './folding'
import type { TableFeatures } from './table-features'

export type ResizeHandleProps<T extends RowData> = {
  header: Header<TableFeatures, T, unknown>
}

/** How far an arrow key moves a column's edge (px). */
const STEP = 16
/** A column fitted to its content is never wider than this (px): long tags wrap instead. */
const FIT_MAX = 480
/** A cell's padding either side (px-3) and its border. */
const CELL_PADDING = 25

/**
 * The width a column's content takes in the rows in view and in its header: the widest of them,
 * as laid out unbroken (a range's box holds text an ellipsis cuts).
 */
export function contentWidth(th: HTMLTableCellElement): number {
  const table = th.closest('table')
  if (!table) return 0
  const range = th.ownerDocument.createRange()
  const widthOf = (cell: Element) => {
    range.selectNodeContents(cell)
    return range.getBoundingClientRect().width
  }
  let widest = widthOf(th)
  for (const row of table.tBodies[0]?.rows ?? []) {
    const cell = row.cells[th.cellIndex]
    // Spacer rows are one cell across every column.
    if (cell && cell.colSpan === 1) widest = Math.max(widest, widthOf(cell))
  }
  return Math.ceil(widest)
}

/**
 * The edge of a column's header that resizes it (react-table's column resizing): dragged by
 * mouse or touch, double-clicked to fit the content in view, and from the keyboard (a focusable
 * splitter: ArrowLeft/ArrowRight by a step, Enter fits).
 */
export function ResizeHandle<T extends RowData>({ header }: ResizeHandleProps<T>) {
  const { column } = header
  const size = header.getSize()
  const min = column.columnDef.minSize ?? 20
  const max = column.columnDef.maxSize ?? FIT_MAX
  const resizeTo = (width: number) => {
    const next = Math.round(Math.min(max, Math.max(min, width)))
    column.table.setColumnSizing((old) => ({ ...old, [column.id]: next }))
  }
  const fit = (handle: Element) => {
    const th = handle.closest('th')
    if (th) resizeTo(contentWidth(th) + CELL_PADDING)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = { ArrowLeft: -STEP, ArrowRight: STEP }[event.key]
    if (by !== undefined) resizeTo(size + by)
    else if (event.key === 'Enter') fit(event.currentTarget)
    else return
    event.preventDefault()
  }
  const onStart = header.getResizeHandler()
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${headerText(column)} column`}
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onMouseDown={onStart}
      onTouchStart={onStart}
      onDoubleClick={(event) => fit(event.currentTarget)}
      onKeyDown={onKeyDown}
      title="Drag to resize, double-click to fit"
      className={`absolute inset-y-0 -right-1 z-10 w-2 cursor-col-resize touch-none select-none after:absolute after:inset-y-1.5 after:left-[3px] after:w-0.5 after:rounded-full hover:after:bg-line-strong focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent ${column.getIsResizing() ? 'after:bg-accent' : ''}`}
    />
  )
}
