import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * The element's width in px, kept up to date as its container resizes (a sidebar, a split
 * view, a phone turned), not only the window: the panel lives in hosts of any size. Measured
 * before the first paint, so the first frame already has the right layout. Undefined until then.
 */
export function useWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>()
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
