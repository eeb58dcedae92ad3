import { useState, type FocusEvent, type KeyboardEvent } from 'react'

/** What a control spreads on itself to be one of a group's roving controls. */
export type RovingControl = {
  tabIndex: number
  ref: (element: HTMLElement | null) => (() => void) | undefined
}

/** What the element holding the controls spreads on itself: the keys, and which one is focused. */
export type RovingGroup = {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
}

/**
 * Which arrows move: a toolbar's row takes ArrowLeft/Right; the table's header takes ArrowUp/Down
 * too, for its columns' edges, which keep ArrowLeft/Right for their widths.
 */
export type RovingArrows = 'horizontal' | 'both'

const steps: Record<RovingArrows, Record<string, number>> = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1 },
  both: { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -1, ArrowDown: 1 },
}

/** Keys a native select uses for its choices. */
const selectKeys = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End'])

/**
 * Several controls as one Tab stop (roving tabindex, as the rows are one): the arrow keys move
 * between them, Home and End to the first and last, and Tab comes back to the one focused last.
 * So the rows are a few Tab stops from the search box: the table's header (sort buttons, the sort
 * menu, the columns' edges) and the list's actions (the ARIA toolbar pattern) are one stop each.
 * `keys` name the controls in order; a control whose key is not among them is a Tab stop of its
 * own (an action inside "More", where the toolbar's stops are "Filters" and "More").
 */
export function useRovingKeys(keys: readonly string[], arrows: RovingArrows) {
  const [active, setActive] = useState<string>()
  const [elements] = useState(() => new Map<string, HTMLElement>())
  const stop = active !== undefined && keys.includes(active) ? active : keys[0]

  const control = (key: string): RovingControl | undefined =>
    keys.includes(key)
      ? {
          tabIndex: key === stop ? 0 : -1,
          ref: (element) => {
            if (!element) return undefined
            elements.set(key, element)
            return () => {
              if (elements.get(key) === element) elements.delete(key)
            }
          },
        }
      : undefined

  // Only a roving control's own keys: not those of a field in a menu one of them opened.
  const indexOf = (target: EventTarget) => keys.findIndex((key) => elements.get(key) === target)

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = indexOf(event.target)
    if (event.defaultPrevented || event.altKey || at < 0) return
    if (event.target instanceof HTMLSelectElement && selectKeys.has(event.key)) return
    const step = steps[arrows][event.key]
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? keys.length - 1
          : step === undefined
            ? undefined
            : at + step
    const next = to === undefined ? undefined : elements.get(keys[to] ?? '')
    if (!next) return
    event.preventDefault()
    next.focus()
  }

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const at = indexOf(event.target)
    if (at >= 0) setActive(keys[at])
  }

  const group: RovingGroup = { onKeyDown, onFocus }
  return { control, group }
}

export type RovingKeys = ReturnType<typeof useRovingKeys>
