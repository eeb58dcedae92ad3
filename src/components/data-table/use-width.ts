import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Calls `onWidth` with the element's width in px, kept up to date as its container resizes, not
 * only the window: the panel lives in hosts of any size. Measured before the first paint.
 * `onWidth` is named by `key`: a new key measures again.
 */
export function useOnWidth(
  ref: RefObject<HTMLElement | null>,
  onWidth: (width: number) => void,
  key: string,
) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => onWidth(element.clientWidth)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
    // `onWidth` is named by `key`, so that a caller may pass a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, key])
}

/** The element's width in px (see useOnWidth); undefined until it is measured. */
export function useWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>()
  useOnWidth(ref, setWidth, '')
  return width
}

/**
 * How many of `breakpoints` (px, ascending) the element's width is at or past, so a layout that
 * changes only there renders again when the band changes, not with every pixel, and not at all
 * when the first measurement finds the band assumed before it: the widest.
 */
export function useWidthBand(ref: RefObject<HTMLElement | null>, breakpoints: readonly number[]) {
  const [band, setBand] = useState(breakpoints.length)
  const bandOf = (width: number) => breakpoints.filter((cut) => width >= cut).length
  useOnWidth(ref, (width) => setBand(bandOf(width)), breakpoints.join())
  return band
}
