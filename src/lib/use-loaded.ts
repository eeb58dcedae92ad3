import { useEffect, useState } from 'react'
import type { LoadOnce } from './load-once'

/**
 * What `loader` loads, once `wanted` (at once if it is already in); `failed` when the load did
 * not succeed, and `retry` to ask again. A later component asks anew, since a failed load is
 * forgotten.
 */
export function useLoaded<M>(loader: LoadOnce<M>, wanted: boolean) {
  const [value, setValue] = useState(loader.current)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!wanted || value) return
    let current = true
    loader.load().then(
      (loaded) => current && setValue(() => loaded),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [loader, wanted, value, attempt])
  const retry = () => {
    setFailed(false)
    setAttempt((count) => count + 1)
  }
  return { value, failed, retry }
}
