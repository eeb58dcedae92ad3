import { useEffect, useState } from 'react'

/**
 * Runs `callback` when the browser has a moment with nothing to do; returns a cancel function.
 * `hasTime()` says whether the moment lasts (never, when the browser ran it because it waited
 * too long for one).
 */
export function whenIdle(callback: (hasTime: () => boolean) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => callback(() => deadline.timeRemaining() > 1), {
      timeout: 2000,
    })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(() => {
    const end = performance.now() + 10
    callback(() => performance.now() < end)
  }, 200)
  return () => clearTimeout(id)
}

/**
 * Runs `tasks` in order, in idle moments: each works while `hasTime()` and says whether it is
 * done; one that is not goes on in the next moment. Returns a function that cancels the rest.
 */
export function whenIdleEach(tasks: readonly ((hasTime: () => boolean) => boolean)[]): () => void {
  let cancel = () => {}
  const next = (index: number) => {
    const task = tasks[index]
    if (!task) return
    cancel = whenIdle((hasTime) => next(task(hasTime) ? index + 1 : index))
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
