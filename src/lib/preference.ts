import { useSyncExternalStore } from 'react'

/**
 * A value remembered on this device (localStorage) under `key`, as text. `read` turns the stored
 * text (null for none) into the value, whatever it holds: anything it does not know (another
 * version of the app, a hand edit) reads as its fallback. When storage is disabled the value lasts
 * until the page closes. The same text reads as the same value, so React sees no change.
 */
export function createStoredValue<T>(
  key: string,
  read: (stored: string | null) => T,
  write: (value: T) => string,
) {
  const listeners = new Set<() => void>()
  let inMemory: string | null | undefined
  let last: { text: string | null; value: T } | undefined

  const get = (): T => {
    let text: string | null
    try {
      text = inMemory !== undefined ? inMemory : localStorage.getItem(key)
    } catch {
      text = null
    }
    if (last?.text !== text || last === undefined) last = { text, value: read(text) }
    return last.value
  }
  const set = (value: T) => {
    const text = write(value)
    try {
      localStorage.setItem(key, text)
      inMemory = undefined
    } catch {
      inMemory = text
    }
    listeners.forEach((listener) => listener())
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => event.key === key && listener()
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }
  const fallback = read(null)
  // `use`: the value now, re-rendering when it changes (here or in another tab of the browser).
  return { get, set, use: () => useSyncExternalStore(subscribe, get, () => fallback) }
}

/** A choice remembered on this device, one of `choices`; anything else reads as `fallback`. */
export function createPreference<const T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
) {
  return createStoredValue<T>(
    key,
    (stored) => (choices.includes(stored as T) ? (stored as T) : fallback),
    (value) => value,
  )
}
