import type { Row, RowData } from '@tanstack/react-table'
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import type { RowLink } from './row-link-button'
import type { TableFeatures } from './table-features'
import { barButtons, FOCUSABLE, focusedIn, rowElementAt, rowPositionOf } from './use-row-keys'

/** How long the live region holds a message, as long as a copy button shows "Copied". */
const ANNOUNCED_FOR_MS = 1500

// Its own chunk: the copy buttons and the details load when a row is first hovered or focused.
const bar = lazyWithPreload(() =>
  import('./row-actions-bar').then((module) => module.RowActionsBar),
)

export type RowActionsProps<T extends RowData> = {
  scrollRef: RefObject<HTMLDivElement | null>
  /** React-table's rows in the window, the first of them at `first` in the whole list. */
  rows: readonly Row<TableFeatures, T>[]
  first: number
  /** The whole list's items in order: the bar follows an item, not a place, through a sort. */
  order: Uint32Array
  /** The item whose details open once the bar is on its row (a link's item), once. */
  openFor?: number | undefined
  /** "Copy link" for a row's item; no such action without it. */
  linkOf?: ((item: T) => RowLink) | undefined
}

/** Runs `then` once the bar has its buttons, within a few frames. */
function whenShown(bar: RefObject<HTMLElement | null>, then: () => void, frames = 30) {
  if (barButtons(bar.current).length > 0) then()
  else if (frames > 0) requestAnimationFrame(() => whenShown(bar, then, frames - 1))
}

/**
 * The table's one set of row actions (STYLE.md habit 19): copy each id the row has, and open its
 * details, where every value of the row shows, folded ones too. It sits over the end of the row
 * the pointer is on, or else of the focused row, inside the scroll container so it scrolls with
 * the row. From a row, ArrowRight goes through the controls in the row, then these; ArrowLeft
 * back; Escape to the row; Enter on a row opens its details. One live region says "Copied".
 */
export function RowActions<T extends RowData>({
  scrollRef,
  rows,
  first,
  order,
  openFor,
  linkOf,
}: RowActionsProps<T>) {
  // The item (an index into the list's items) whose row the bar is on.
  const [item, setItem] = useState<number>()
  const [message, setMessage] = useState('')
  const barRef = useRef<HTMLDivElement>(null)
  const orderRef = useRef(order)
  const index = item === undefined ? -1 : order.subarray(first, first + rows.length).indexOf(item)
  const row = index >= 0 ? rows[index] : undefined
  const position = row ? first + index : undefined
  const barActions = () => barButtons(barRef.current)

  useEffect(() => {
    if (!message) return undefined
    const timer = setTimeout(() => setMessage(''), ANNOUNCED_FOR_MS)
    return () => clearTimeout(timer)
  }, [message])

  useLayoutEffect(() => {
    orderRef.current = order
  }, [order])

  // A link's item: its details open once the bar is on its row (its row focused), and only once.
  const openedFor = useRef<number>(undefined)
  useEffect(() => {
    if (openFor === undefined || openFor !== item || openedFor.current === openFor) return
    openedFor.current = openFor
    void bar
      .preload()
      .then(() =>
        whenShown(barRef, () =>
          barRef.current?.querySelector<HTMLElement>('[popover]')?.showPopover(),
        ),
      )
  }, [openFor, item])

  useEffect(() => {
    const scroller = scrollRef.current
    if (!scroller) return undefined
    const setPosition = (position: number | undefined) =>
      setItem(position === undefined || position < 0 ? undefined : orderRef.current[position])
    const inBar = (node: EventTarget | null) =>
      node instanceof Node && !!barRef.current?.contains(node)
    // While a field or the details are open in the bar, it stays on its row.
    const held = () => !!barRef.current?.querySelector('input, :popover-open')
    const focusedRow = () => {
      const position = rowPositionOf(focusedIn(scroller))
      return position >= 0 ? position : undefined
    }
    const onPointerOver = (event: PointerEvent) => {
      void bar.preload()
      if (inBar(event.target) || held()) return
      const position = rowPositionOf(event.target as Element)
      if (position >= 0) setPosition(position)
    }
    const onPointerLeave = () => {
      if (!held()) setPosition(inBar(focusedIn(scroller)) ? position : focusedRow())
    }
    const onFocusIn = (event: FocusEvent) => {
      void bar.preload()
      if (inBar(event.target)) return
      const position = rowPositionOf(event.target as Element)
      setPosition(position >= 0 ? position : undefined)
    }
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null
      if (!(to && scroller.contains(to)) && !scroller.matches(':hover') && !held())
        setPosition(undefined)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement
      const inRow = rowPositionOf(target)
      const row = rowElementAt(scroller, inRow >= 0 ? inRow : (position ?? -1))
      if (!row || target.closest('[popover]') || target.matches('input')) return
      const onRow = target === row
      const wanted = ['Enter', 'ArrowRight'].includes(event.key) && onRow
      if (wanted && barActions().length === 0) {
        // The bar's chunk is still on its way (the row was just focused): act once it shows.
        event.preventDefault()
        void bar.preload().then(() => whenShown(barRef, () => act(event.key, target, row, onRow)))
        return
      }
      if (act(event.key, target, row, onRow)) event.preventDefault()
    }
    /** A key on a row or one of its actions; whether it did something. */
    const act = (key: string, target: HTMLElement, row: HTMLElement, onRow: boolean) => {
      const actions = [...row.querySelectorAll<HTMLElement>(FOCUSABLE), ...barActions()]
      const at = actions.indexOf(target)
      const go = (element: HTMLElement | undefined) => {
        element?.focus()
        return !!element
      }
      if (key === 'Enter' && onRow) {
        barRef.current?.querySelector<HTMLElement>('[popover]')?.showPopover()
        return true
      }
      if (key === 'ArrowRight') return go(onRow ? actions[0] : actions[at + 1])
      if (key === 'ArrowLeft' && !onRow) return go(at > 0 ? actions[at - 1] : row)
      if (key === 'Escape' && !onRow && !target.hasAttribute('aria-describedby')) return go(row)
      return false
    }
    const listening = new AbortController()
    const { signal } = listening
    scroller.addEventListener('pointerover', onPointerOver, { signal })
    scroller.addEventListener('pointerleave', onPointerLeave, { signal })
    scroller.addEventListener('focusin', onFocusIn, { signal })
    scroller.addEventListener('focusout', onFocusOut, { signal })
    scroller.addEventListener('keydown', onKeyDown, { signal })
    return () => listening.abort()
  }, [scrollRef, position])

  // Over the row's end, at its place in the scrolling content; hidden when its row is not drawn.
  useLayoutEffect(() => {
    const bar = barRef.current
    const element = rowElementAt(scrollRef.current, position ?? -1)
    if (!bar) return
    bar.hidden = !element || !row
    if (!element) return
    bar.style.top = `${element.offsetTop}px`
    bar.style.height = `${element.offsetHeight}px`
  })

  return (
    <>
      <div
        ref={barRef}
        hidden
        role="toolbar"
        aria-label="Row actions"
        className="absolute right-0 z-20 flex items-center gap-0.5 bg-surface-muted pr-2 pl-3 shadow-[-12px_0_12px_-4px_var(--color-surface-muted)]"
      >
        {row && item !== undefined && (
          <Suspense>
            <bar.Component
              row={row as Row<TableFeatures, RowData>}
              item={item}
              position={position ?? 0}
              announce={setMessage}
              link={linkOf?.(row.original as T)}
            />
          </Suspense>
        )}
      </div>
      <span aria-live="polite" className="sr-only">
        {message}
      </span>
    </>
  )
}
