import { useEffect, useRef, useState, type RefObject } from 'react'
import { focusedIn } from './use-row-keys'

/**
 * Brings the current item's row (a link's item) into view and focuses it, once each time the
 * current item changes, as soon as it is among the rows (a list still arriving, a million rows:
 * `reveal` scrolls the window to it first). Returns the item whose details the row actions open.
 */
export function useRevealRow(
  scrollRef: RefObject<HTMLElement | null>,
  order: Uint32Array,
  current: number | undefined,
  reveal: (position: number) => void,
): number | undefined {
  const revealed = useRef<number>(undefined)
  const [openFor, setOpenFor] = useState<number>()
  // The latest of each: the reveal runs a frame after the render that asked for it.
  const latest = useRef({ order, reveal })
  useEffect(() => {
    latest.current = { order, reveal }
  })
  useEffect(() => {
    const scroller = scrollRef.current
    if (current === undefined) revealed.current = undefined
    if (current === undefined || revealed.current === current || !scroller) return undefined
    if (order.indexOf(current) < 0) return undefined
    // Someone typing keeps their place when the item arrives: its row is marked, not brought to.
    if (focusedIn(scroller)?.matches('input, textarea, select, [contenteditable]')) {
      revealed.current = current
      return undefined
    }
    // Two frames on, once the table has its width and its rows their heights (a narrow panel
    // folds columns into taller rows after its first layout): scrolled to before, the row
    // would be where it no longer is.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const position = latest.current.order.indexOf(current)
        if (position < 0) return
        revealed.current = current
        latest.current.reveal(position)
        setOpenFor(current)
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [scrollRef, order, current])
  return openFor
}
