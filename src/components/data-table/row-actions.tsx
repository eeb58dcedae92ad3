import type { Row, RowData } from '@tanstack/react-table'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { COPIED_FOR_MS, CopyButton } from '@/components/copy-button'
import { headerText } from './folding'
import { RowDetails } from './row-details'
import { RowLinkButton, type RowLink } from './row-link-button'
import type { TableFeatures } from './table-features'
import { ACTIONS_INSET } from './use-folding'
import { focusedIn, type RowElements } from './use-row-keys'

/** What ArrowRight and ArrowLeft go through in a row, then in the row actions. */
const controlsIn = (element: HTMLElement | null | undefined) => [
  ...(element?.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [tabindex="0"]',
  ) ?? []),
]

/**
 * The row actions sit on the row the pointer is over, else on the focused row, held there while
 * its details or a copy field are open. From a row, ArrowRight goes through the row's controls,
 * then these; ArrowLeft back; Escape to the row; Enter on a row opens its details. `item` (an
 * index into `items`) is the row they are on.
 */
export function useRowActions(rows: RowElements) {
  const [item, setItem] = useState<number>()
  // The item whose details are open (they hold the bar on its row).
  const [detailsFor, setDetailsFor] = useState<number>()
  const barRef = useRef<HTMLDivElement>(null)
  const detailsRef = useRef<HTMLDivElement>(null)
  const focusedRow = useRef<number>(undefined)
  const hovered = useRef(false)
  const anchor = `--row-actions${useId()}`

  const inBar = (node: EventTarget | null) =>
    node instanceof Node && !!barRef.current?.contains(node)
  const held = () => {
    const focus = barRef.current && focusedIn(barRef.current)
    return (detailsFor !== undefined && detailsFor === item) || (inBar(focus) && isField(focus))
  }

  /** A key on a row or one of its actions; whether it did something. */
  const act = (key: string, target: HTMLElement, row: HTMLElement) => {
    const onRow = target === row
    // Not what the details hold: open, they have their own Tab order.
    const inDetails = (control: HTMLElement) => !!detailsRef.current?.contains(control)
    const actions = [...controlsIn(row), ...controlsIn(barRef.current).filter((c) => !inDetails(c))]
    const at = actions.indexOf(target)
    const go = (element: HTMLElement | undefined) => {
      element?.focus()
      return !!element
    }
    if (key === 'Enter' && onRow) {
      detailsRef.current?.showPopover()
      return true
    }
    if (key === 'ArrowRight') return go(onRow ? actions[0] : actions[at + 1])
    if (key === 'ArrowLeft' && !onRow) return go(at > 0 ? actions[at - 1] : row)
    if (key === 'Escape' && !onRow && !target.hasAttribute('aria-describedby')) return go(row)
    return false
  }
  const onKey = (row: HTMLElement | undefined, event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement
    if (!row || isField(target)) return
    if (act(event.key, target, row)) event.preventDefault()
  }

  return {
    item,
    rows,
    // Unique to the table: the row the actions are on names itself so (CSS anchor positioning).
    anchor,
    onRowPointerOver: (key: number) => {
      if (!held()) setItem(key)
    },
    // Focus came into the row of this item (the row or a control in it).
    onRowFocus: (key: number) => {
      focusedRow.current = key
      setItem(key)
      // Details open on another row were taken out with its actions, without a toggle event.
      if (key !== item) setDetailsFor(undefined)
    },
    onRowKeyDown: (key: number, event: KeyboardEvent<HTMLElement>) => onKey(rows.get(key), event),
    scroller: {
      onPointerEnter: () => {
        hovered.current = true
      },
      onPointerLeave: () => {
        hovered.current = false
        if (held()) return
        setItem(inBar(barRef.current && focusedIn(barRef.current)) ? item : focusedRow.current)
      },
      // Focus elsewhere in the table (its header, the table itself): on no row.
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const row = focusedRow.current === undefined ? undefined : rows.get(focusedRow.current)
        if (inBar(event.target) || row?.contains(event.target)) return
        focusedRow.current = undefined
        setItem(undefined)
        setDetailsFor(undefined)
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const to = event.relatedTarget
        if (to && event.currentTarget.contains(to)) return
        focusedRow.current = undefined
        if (!hovered.current && !held()) setItem(undefined)
      },
    },
    barRef,
    detailsRef,
    onBarKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (detailsRef.current?.contains(event.target as Node)) return
      onKey(item === undefined ? undefined : rows.get(item), event)
    },
    onDetailsChange: (open: boolean) => setDetailsFor(open ? item : undefined),
  }
}

const isField = (element: Element | null | undefined) => element instanceof HTMLInputElement

export type RowActionsProps<T extends RowData> = {
  state: ReturnType<typeof useRowActions>
  /** React-table's rows in the window, the first of them at `first` in the whole list. */
  rows: readonly Row<TableFeatures, T>[]
  first: number
  /** The whole list's items in order: the bar follows an item, not a place, through a sort. */
  order: Uint32Array
  /** The item whose details open once the bar is on its row (a link's item), once. */
  openFor?: number | undefined
  linkOf?: ((item: T) => RowLink | undefined) | undefined
  /** Details alone: the rows fold into two lines, and the details hold every copy (use-folding.ts). */
  narrow: boolean
}

/**
 * The table's one set of row actions (STYLE.md habit 19): copy each id (columns that say `copy`),
 * "Copy link", and the details, where every value shows, folded ones too; `narrow`, the details
 * alone. Reached by ArrowRight from the row, not by Tab. CSS anchor positioning puts it in its
 * row's last column, kept for it as wide as it is (use-folding.ts) and inside the row's outline,
 * in the scroll container so it scrolls with the row. One live region says "Copied".
 */
export function RowActions<T extends RowData>({
  state,
  rows,
  first,
  order,
  openFor,
  linkOf,
  narrow,
}: RowActionsProps<T>) {
  const { item, anchor, barRef, detailsRef, onBarKeyDown, onDetailsChange } = state
  const [message, setMessage] = useState('')
  const index = item === undefined ? -1 : order.subarray(first, first + rows.length).indexOf(item)
  const on = index >= 0 ? rows[index] : undefined
  // On no row, laid out unseen for the first row in view, so its column is measured before a hover.
  const row = on ?? rows[0]
  const link = row && linkOf?.(row.original)

  useEffect(() => {
    if (!message) return undefined
    // Held as long as a copy button shows "Copied".
    const timer = setTimeout(() => setMessage(''), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [message])

  // A link's item: its details open once the bar is on its row (its row focused), and only once.
  const openedFor = useRef<number>(undefined)
  useEffect(() => {
    if (openFor === undefined || openFor !== item || openedFor.current === openFor) return
    openedFor.current = openFor
    detailsRef.current?.showPopover()
  }, [openFor, item, detailsRef])

  return (
    <>
      <div
        ref={barRef}
        hidden={!row}
        role="toolbar"
        aria-label="Row actions"
        onKeyDown={onBarKeyDown}
        // At its row's end, inside the row's outline; the details go under or over it (index.css).
        style={
          on
            ? {
                positionAnchor: anchor,
                top: `calc(anchor(top) + ${ACTIONS_INSET}px)`,
                bottom: `calc(anchor(bottom) + ${ACTIONS_INSET}px)`,
              }
            : { top: 0, visibility: 'hidden' }
        }
        className="absolute right-0.5 z-20 flex items-center gap-0.5 px-0.5 [anchor-name:--details-row]"
      >
        {row && (
          <>
            {row.getVisibleCells().map((cell) => {
              const { meta } = cell.column.columnDef
              const value = cell.getValue()
              // What every row has, the bar as wide on each: a cut name is copied in the details.
              const copy =
                !narrow && !meta?.primary && meta?.body?.copy?.(value, headerText(cell.column))
              return (
                copy && (
                  <CopyButton
                    // A new row's button starts without the last one's "Copied".
                    key={`${item}:${cell.column.id}`}
                    value={String(value)}
                    label={copy.label}
                    what={copy.what}
                    mark={copy.mark}
                    announce={setMessage}
                    tabIndex={-1}
                  />
                )
              )
            })}
            {!narrow &&
              linkOf &&
              (link ? (
                <RowLinkButton
                  key={`${item}:link`}
                  link={link}
                  announce={setMessage}
                  tabIndex={-1}
                />
              ) : (
                // A row with no link (an id the dashboard refuses) keeps Details in its place.
                <span className="size-6" />
              ))}
            {on && item !== undefined ? (
              <RowDetails
                key={item}
                row={row}
                announce={setMessage}
                link={link}
                panelRef={detailsRef}
                onOpenChange={onDetailsChange}
                backToRow={() => state.rows.get(item)?.focus({ preventScroll: true })}
              />
            ) : (
              // The Details button's room: its panel would hold a row no one looks at.
              <span className="size-6" />
            )}
          </>
        )}
      </div>
      <span aria-live="polite" className="sr-only">
        {message}
      </span>
    </>
  )
}
