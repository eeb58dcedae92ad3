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
