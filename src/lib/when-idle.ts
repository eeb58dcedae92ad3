import { useEffect, useState } from 'react'

/** Runs `callback` when the browser has a moment with nothing to do; returns a cancel function. */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 200)
  return () => clearTimeout(id)
}

/** True once `ready` has been true and the browser has then had a moment with nothing to do. */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => (ready && !idle ? whenIdle(() => setIdle(true)) : undefined), [ready, idle])
  return idle
}

/** Set once a frame has been painted since a component first asked: true for later ones. */
let painted = false

/**
 * True once the browser has painted the frame this component first rendered in (at once for a
 * component mounted after that). What the first rows do not need renders then: asked for by
 * that first render, its file would be fetched and run before the rows' frame is painted.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted)
  useEffect(() => {
    if (ready) return undefined
    const done = () => {
      painted = true
      setReady(true)
    }
    // A task queued from the next animation frame runs after that frame's paint.
    let timer: ReturnType<typeof setTimeout> | undefined
    if (typeof requestAnimationFrame !== 'function') {
      timer = setTimeout(done)
      return () => clearTimeout(timer)
    }
    const frame = requestAnimationFrame(() => (timer = setTimeout(done)))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready])
  return ready
}
