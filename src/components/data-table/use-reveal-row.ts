import { useEffect, useRef, useState, type RefObject } from 'react'
import { focusedIn } from './use-row-keys'

/** Someone typing keeps their place when the item arrives: its row is marked, not brought to. */
const isTyping = (scroller: HTMLElement) => {
  const focus = focusedIn(scroller)
  return !!focus && focus.matches('input, textarea, select, [contenteditable]')
}

/**
 * Brings the current item's row (a link's item) into view and focuses it, once each time the
 * current item changes, as soon as it is among the rows (a list still arriving, a million rows:
 * `goTo` scrolls the window to it first). Returns the item whose details the row actions open.
 */
export function useRevealRow(
  scrollRef: RefObject<HTMLElement | null>,
  order: Uint32Array,
  current: number | undefined,
  goTo: (position: number) => void,
): number | undefined {
  const revealed = useRef<number>(undefined)
  const [openFor, setOpenFor] = useState<number>()
  useEffect(() => {
    const scroller = scrollRef.current
    if (current === undefined) revealed.current = undefined
    if (current === undefined || revealed.current === current || !scroller) return
    const position = order.indexOf(current)
    if (position < 0) return
    revealed.current = current
    if (isTyping(scroller)) return
    goTo(position)
    setOpenFor(current)
  }, [scrollRef, order, current, goTo])
  return openFor
}
