import { useCallback, useState } from 'react'

/**
 * A value the parent may own (controlled: `value` is not undefined; use `null` for "owned, and
 * empty") or leave to the component (uncontrolled: it starts at `initial`). Either way
 * `onChange` hears every change the operator makes.
 */
export function useControllable<T>(
  value: T | undefined,
  onChange: ((next: T) => void) | undefined,
  initial: T,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial)
  const isControlled = value !== undefined
  const change = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next)
      onChange?.(next)
    },
    [isControlled, onChange],
  )
  return [isControlled ? value : own, change]
}
