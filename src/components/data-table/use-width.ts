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

/**
 * Which band of widths the element is in: how many of `breakpoints` (px, ascending) its width
 * is at or past, kept up to date as its container resizes. For a layout that changes only at
 * those widths: the component renders again when the band changes, not with every pixel, and
 * not at all when the first measurement finds the band it assumed. Before that, the widest.
 */
export function useWidthBand(
  ref: RefObject<HTMLElement | null>,
  breakpoints: readonly number[],
): number {
  const [band, setBand] = useState(breakpoints.length)
  const key = breakpoints.join()
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const cuts = key ? key.split(',').map(Number) : []
    const measure = () => {
      const width = element.clientWidth
      setBand(cuts.filter((cut) => width >= cut).length)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, key])
  return band
}
