import { useSyncExternalStore } from 'react'

export type Preference<T extends string> = {
  get: () => T
  set: (value: T) => void
  /** The value now, re-rendering when it changes (here or in another tab of the browser). */
  use: () => T
}

/**
 * A choice remembered on this device (localStorage), one of `choices`. Anything else found in
 * storage (another version of the app, a hand edit) reads as `fallback`; when storage is disabled
 * the choice lasts until the page closes.
 */
export function createPreference<const T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): Preference<T> {
  const listeners = new Set<() => void>()
  let inMemory: T | undefined
  const isChoice = (value: unknown): value is T => choices.includes(value as T)

  const get = (): T => {
    if (inMemory !== undefined) return inMemory
    try {
      const stored = localStorage.getItem(key)
      return isChoice(stored) ? stored : fallback
    } catch {
      return fallback
    }
  }
  const set = (value: T) => {
    try {
      localStorage.setItem(key, value)
      inMemory = undefined
    } catch {
      inMemory = value
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
  return { get, set, use: () => useSyncExternalStore(subscribe, get, () => fallback) }
}
