import { useEffect, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { loadOnce } from '../../lib/load-once'
import { useAfterFirstPaint } from '../../lib/when-idle'
import type { TableEngine } from './table-engine'

type Engine = { TableEngine: typeof TableEngine }

const engine = loadOnce<Engine>(() => import('./table-engine'))

/** Starts loading the table's engine (react-table); a failed load is forgotten, to try again. */
export const loadTableEngine = engine.load

/**
 * The table's engine once it is in, else undefined: the table draws its first frame without it
 * (table-view.tsx). It is asked for once the first rows are painted. It draws the table's cells
 * anew, so it takes over only while nothing in the table is in use: no keyboard focus inside it
 * (a header or copy button keeps its focus) and no press on it (a click is not split between
 * two tables). If its file cannot be fetched, the table keeps working without it, and the next
 * table to mount asks again.
 */
export function useTableEngine(region: RefObject<HTMLElement | null>): Engine | undefined {
  const painted = useAfterFirstPaint()
  const [current, setCurrent] = useState(engine.current)
  useEffect(() => {
    const root = region.current
    if (!painted || current || !root) return undefined
    let ready: Engine | undefined
    let pressed = false
    let done = false
    // The document's, or the shadow root's where the panel is a custom element.
    const focused = () => (root.getRootNode() as Document | ShadowRoot).activeElement
    const inUse = () => pressed || !!root.querySelector('table')?.contains(focused())
    const takeOver = () => {
      if (done || !ready || inUse()) return
      done = true
      // At once, in this task: no press or key can land between the check and the new table.
      flushSync(() => setCurrent(ready))
    }
    // After the click or focus change has run its course.
    const later = () => void setTimeout(takeOver)
    const onPress = (event: PointerEvent) => {
      if (event.target instanceof Node && root.querySelector('table')?.contains(event.target)) {
        pressed = true
      }
    }
    const onRelease = () => {
      if (!pressed) return
      pressed = false
      later()
    }
    root.addEventListener('pointerdown', onPress, true)
    root.addEventListener('focusout', later)
    // On the table's own element: the panel listens to nothing of the host page. A press let go
    // outside it keeps the first frame until the next one inside; that table works the same.
    root.addEventListener('pointerup', onRelease, true)
    root.addEventListener('pointercancel', onRelease, true)
    engine.load().then(
      (module) => {
        ready = module
        takeOver()
      },
      () => undefined,
    )
    return () => {
      done = true
      root.removeEventListener('pointerdown', onPress, true)
      root.removeEventListener('focusout', later)
      root.removeEventListener('pointerup', onRelease, true)
      root.removeEventListener('pointercancel', onRelease, true)
    }
  }, [painted, current, region])
  return current
}
