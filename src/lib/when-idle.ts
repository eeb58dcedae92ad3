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

/** Runs `tasks` one per idle moment, in order; returns a function that cancels the rest. */
export function whenIdleEach(tasks: readonly (() => void)[]): () => void {
  let cancel = () => {}
  const next = (index: number) => {
    const task = tasks[index]
    if (!task) return
    cancel = whenIdle(() => {
      task()
      next(index + 1)
    })
  }
  next(0)
  return () => cancel()
}

/** True once `ready` has been true and the browser has then had a moment with nothing to do. */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => (ready && !idle ? whenIdle(() => setIdle(true)) : undefined), [ready, idle])
  return idle
}
