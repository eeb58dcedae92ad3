import type { StoreState } from './list-store'

/*
 * Whether this device's store works, as the last list stored or dropped found it (in the list
 * worker or on the page): the settings say why nothing is kept when it does not.
 */
let state: StoreState = 'working'
const listeners = new Set<() => void>()

export const storeState = () => state

/**
 * `written`: how many items a list just stored had, marked on the page's timeline (`stored lists:
 * N items written`) for the tests and the benchmark, which wait on it rather than on the clock.
 */
export function heardStoreState(next: StoreState, written?: number) {
  if (written !== undefined) performance.measure(`stored lists: ${written} items written`)
  if (next === state) return
  state = next
  listeners.forEach((listener) => listener())
}

export function subscribeStoreState(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
