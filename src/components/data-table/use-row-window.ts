import { useLayoutEffect, useState, type RefObject } from 'react'

export type RowWindow = { first: number; last: number }

/**
 * Which rows of a scrolling list are in view, plus `overscan` above and below. Every row has
 * the same height, so this is arithmetic on `scrollTop`: no measuring, and a re-render only
 * when the range changes. (A general virtualizer such as @tanstack/react-virtual measures rows
 * of any height, but costs 11 kB gzip of the 110 kB start-up budget for nothing used here.)
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
): RowWindow {
  const [range, setRange] = useState({ top: 0, bottom: 0 })

  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const update = () => {
      const top = Math.floor(element.scrollTop / rowHeight)
      const bottom = Math.ceil((element.scrollTop + element.clientHeight) / rowHeight)
      setRange((current) =>
        current.top === top && current.bottom === bottom ? current : { top, bottom },
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
  }, [scrollRef, rowHeight])

  return {
    first: Math.max(0, Math.min(count, range.top - overscan)),
    last: Math.min(count, range.bottom + overscan),
  }
}
