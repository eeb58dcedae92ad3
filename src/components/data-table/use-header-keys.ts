import { useState, type KeyboardEvent } from 'react'

/** What a header control spreads on itself to be one of the header's roving controls. */
export type HeaderControl = {
  tabIndex: number
  ref: (element: HTMLElement | null) => (() => void) | undefined
  onFocus: () => void
}

/** Where an arrow key moves in the header: back or on. ArrowLeft/Right on a column's edge resize. */
const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -1, ArrowDown: 1 }

/**
 * The header's controls (sort buttons, the sort menu, the columns' edges) as one Tab stop, so the
 * rows are a Tab or two from the toolbar: the arrow keys move between them (roving tabindex, as
 * the rows do). An edge keeps ArrowLeft/Right for its width and moves on with ArrowUp/Down; the
 * sort menu keeps ArrowUp/Down for its choices. `keys` name the controls in order.
 */
export function useHeaderKeys(keys: readonly string[]) {
  const [active, setActive] = useState<string>()
  const [elements] = useState(() => new Map<string, HTMLElement>())
  const stop = active !== undefined && keys.includes(active) ? active : keys[0]

  const control = (key: string): HeaderControl => ({
    tabIndex: key === stop ? 0 : -1,
    ref: (element) => {
      if (!element) return undefined
      elements.set(key, element)
      return () => {
        if (elements.get(key) === element) elements.delete(key)
      }
    },
    onFocus: () => setActive(key),
  })

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = steps[event.key]
    const at = stop === undefined ? -1 : keys.indexOf(stop)
    if (event.defaultPrevented || step === undefined || at < 0 || event.altKey) return
    // A native select changes its choice with ArrowUp/Down.
    const vertical = event.key === 'ArrowUp' || event.key === 'ArrowDown'
    if (vertical && event.target instanceof HTMLSelectElement) return
    const next = elements.get(keys[at + step] ?? '')
    if (!next) return
    event.preventDefault()
    next.focus()
  }

  return { control, onKeyDown }
}
