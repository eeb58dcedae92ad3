import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * The most pixels the rows' part of the table is ever laid out at. Browsers lay out no element
 * taller than about 17.9 million px (Firefox; Chromium about 33.5 million), and a million rows of
 * 41 px are 41 million: past this height the scroll range is scaled (see `shiftAt`).
 */
export const MAX_ROWS_HEIGHT = 15_000_000

/**
 * How far the rows in view are from their unscaled place at scroll position `top` of `range`
 * (`scrollHeight - clientHeight`), for a list `excess` px taller than laid out. The range's first
 * and last row height scroll one to one, so the list's top and end show whole (the browser's
 * largest `scrollTop` can fall a fraction of a pixel short); between them the shift grows evenly
 * and rows move about `1 + excess / range` times the scrollbar (2.7 for a million 41 px rows), so
 * a row partly in view always lies within the laid-out height.
 */
export function shiftAt(top: number, range: number, excess: number, rowHeight: number): number {
  if (excess <= 0 || range <= 2 * rowHeight) return 0
  const shift = ((top - rowHeight) * excess) / (range - 2 * rowHeight)
  return Math.min(excess, Math.max(0, shift))
}

/**
 * The rows in view plus `overscan` either side. Rows share one height, so this is arithmetic on
 * `scrollTop`, no measuring. The window moves only when the rows in view near its edge (a
 * re-render every few rows, not every frame), and the first render already covers a window's
 * height, so a loading list lays out once. Past MAX_ROWS_HEIGHT the scroll range is scaled, so the
 * scrollbar, End, Page Down and the wheel reach every row of a million. (@tanstack/react-virtual
 * measures rows of any height but does not scale a range past the browser's largest layout
 * height.) `last` is exclusive.
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
) {
  const excess = excessOf(count, rowHeight)
  const laidOut = count * rowHeight - excess
  const [window_, setWindow] = useState(() => ({
    first: 0,
    last: Math.ceil(globalThis.innerHeight / rowHeight) + overscan,
    shift: 0,
  }))

  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const update = () => {
      const { scrollTop, scrollHeight, clientHeight } = element
      const shift = shiftAt(scrollTop, scrollHeight - clientHeight, excess, rowHeight)
      const top = Math.floor((scrollTop + shift) / rowHeight)
      const bottom = Math.ceil((scrollTop + shift + clientHeight) / rowHeight)
      // Move before the rows in view reach the window's edge, so none is ever blank.
      const margin = Math.ceil(overscan / 3)
      // Kept while it covers the rows in view with some margin and holds no more than
      // `overscan` past them either side (the first render's guess from the window's height).
      setWindow((current) =>
        current.shift === shift &&
        current.first <= Math.max(0, top - margin) &&
        bottom + margin <= current.last &&
        current.first >= top - overscan &&
        current.last <= bottom + overscan
          ? current
          : { first: Math.max(0, top - overscan), last: bottom + overscan, shift },
      )
    }
    update()
    // Scaled, the rows move against the scrollbar: the browser must not hold one row in place.
    element.style.overflowAnchor = excess > 0 ? 'none' : ''
    element.addEventListener('scroll', update, { passive: true })
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update)
    resizes?.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      resizes?.disconnect()
    }
  }, [scrollRef, rowHeight, overscan, excess])

  // A row is laid out at its place less the shift; none is rendered outside the laid-out height.
  const shift = Math.min(window_.shift, excess)
  const first = Math.min(Math.max(window_.first, Math.ceil(shift / rowHeight)), count)
  const last = Math.max(
    first,
    Math.min(window_.last, count, Math.floor((laidOut + shift) / rowHeight)),
  )
  const spaceAbove = first * rowHeight - shift
  return { first, last, spaceAbove, spaceBelow: laidOut - spaceAbove - (last - first) * rowHeight }
}

/** How many px a list of `count` rows is taller than it is laid out (see MAX_ROWS_HEIGHT). */
export const excessOf = (count: number, rowHeight: number) =>
  Math.max(0, count * rowHeight - Math.floor(MAX_ROWS_HEIGHT / rowHeight) * rowHeight)

/**
 * The `scrollTop` that puts row `position` at `offset` px below the top of the rows' view: the
 * inverse of `shiftAt` (the view's top lies at `top + shift(top)` in the unscaled list), so that
 * a key can bring any row of a million into the window before focusing it.
 */
export function scrollTopFor(
  position: number,
  offset: number,
  range: number,
  excess: number,
  rowHeight: number,
): number {
  const target = position * rowHeight - offset
  let top = target
  if (excess > 0 && range > 2 * rowHeight && target > rowHeight) {
    const rate = excess / (range - 2 * rowHeight)
    top = Math.max((target + rowHeight * rate) / (1 + rate), target - excess)
  }
  return Math.min(range, Math.max(0, top))
}
