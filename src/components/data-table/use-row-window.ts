import { useLayoutEffect, useState, type RefObject } from 'react'

export type RowWindow = { first: number; last: number }

/**
 * Which rows of a scrolling list to render: those in view plus `overscan` above and below.
 * Every row has the same height, so this is arithmetic on `scrollTop`: no measuring. The
 * window only moves when the rows in view come near its edge, so scrolling re-renders once
 * every few rows, not once per frame. The first render already covers a full window's height,
 * so a list that loads does not lay out twice. (A general virtualizer such as
 * @tanstack/react-virtual measures rows of any height, but costs 11 kB gzip of the 110 kB
 * start-up budget for nothing used here.)
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
): RowWindow {
  const [window_, setWindow] = useState(() => ({
    first: 0,
    last: Math.ceil(globalThis.innerHeight / rowHeight) + overscan,
  }))

  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const update = () => {
      const top = Math.floor(element.scrollTop / rowHeight)
      const bottom = Math.ceil((element.scrollTop + element.clientHeight) / rowHeight)
      // Move before the rows in view reach the window's edge, so none is ever blank.
      const margin = Math.ceil(overscan / 3)
      setWindow((current) =>
        current.first <= Math.max(0, top - margin) && bottom + margin <= current.last
          ? current
          : { first: Math.max(0, top - overscan), last: bottom + overscan },
      )
    }
    update()
    element.addEventListener('scroll', update, { passive: true })
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update)
    resizes?.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      resizes?.disconnect()
    }
  }, [scrollRef, rowHeight, overscan])

  return { first: Math.min(window_.first, count), last: Math.min(window_.last, count) }
}
