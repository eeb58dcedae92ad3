import type { Header, RowData } from '@tanstack/react-table'
import type { KeyboardEvent, RefObject } from 'react'
import { headerText } from './folding'
import type { TableFeatures } from './table-features'
import type { RovingControl } from '@/components/use-roving-keys'

export type ResizeHandleProps<T extends RowData> = {
  header: Header<TableFeatures, T, unknown>
  /** The table's body: the rows in view, whose cells a fit measures. */
  bodyRef: RefObject<HTMLTableSectionElement | null>
  /** One of the header's roving controls: no Tab stop of its own (use-roving-keys.ts). */
  control: RovingControl | undefined
}

/** How far an arrow key moves a column's edge (px). */
const STEP = 16
/**
 * How wide a cell's content is laid out unbroken, with the cell's padding: a copy of it, out of
 * sight, at its widest (max-content), where a chip cut short or text ending in "…" is whole.
 */
function naturalWidth(cell: HTMLTableCellElement): number {
  const probe = cell.ownerDocument.createElement('div')
  probe.style.cssText = 'position:absolute;top:0;left:0;visibility:hidden;width:max-content'
  for (const child of cell.childNodes) {
    if (!(child instanceof Element && child.matches('[role="separator"]'))) {
      probe.append(child.cloneNode(true))
    }
  }
  cell.append(probe)
  const width = probe.getBoundingClientRect().width
  probe.remove()
  const style = getComputedStyle(cell)
  const padding = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const
  return width + padding.reduce((sum, side) => sum + parseFloat(style[side]), 0)
}

/** The width that fits a column's header and its cells in the rows in view (px). */
function contentWidth(th: HTMLTableCellElement, body: HTMLTableSectionElement | null): number {
  let widest = naturalWidth(th)
  for (const row of body?.rows ?? []) {
    const cell = row.cells[th.cellIndex]
    // Spacer rows are one cell across every column.
    if (cell && cell.colSpan === 1) widest = Math.max(widest, naturalWidth(cell))
  }
  return Math.ceil(widest)
}

/**
 * The edge of a column's header that resizes it (react-table's column resizing): dragged by
 * mouse or touch, double-clicked to fit the content in view, and from the keyboard (a focusable
 * splitter, reached by the arrow keys in the header: ArrowLeft/ArrowRight by a step, Enter fits).
 */
export function ResizeHandle<T extends RowData>({
  header,
  bodyRef,
  control,
}: ResizeHandleProps<T>) {
  const { column } = header
  const size = header.getSize()
  const min = column.columnDef.minSize ?? 0
  const max = column.columnDef.maxSize ?? Infinity
  const resizeTo = (width: number) => {
    const next = Math.round(Math.min(max, Math.max(min, width)))
    column.table.setColumnSizing((old) => ({ ...old, [column.id]: next }))
  }
  // The handle is its header cell's own child.
  const fit = (handle: Element) => {
    const th = handle.parentElement
    if (th instanceof HTMLTableCellElement) resizeTo(contentWidth(th, bodyRef.current))
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
      {...control}
      onMouseDown={onStart}
      onTouchStart={onStart}
      onDoubleClick={(event) => fit(event.currentTarget)}
      onKeyDown={onKeyDown}
      title="Drag to resize, double-click to fit"
      className={`absolute inset-y-0 right-0 w-2 cursor-col-resize touch-none select-none after:absolute after:inset-y-1.5 after:right-0 after:w-0.5 after:rounded-full hover:after:bg-line-strong focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent ${column.getIsResizing() ? 'after:bg-accent' : ''}`}
    />
  )
}
