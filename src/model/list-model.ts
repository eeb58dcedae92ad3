import type { UploadSummary } from './list-items'

/**
 * One response's list (a list query's data, or a comparison's rows) and what is derived from it,
 * made once and passed down. Indexes built from the items (sort keys and orders, search texts,
 * chart bins) live on it, lasting exactly as long as the response; a copy of the items array
 * cannot lose them or the "still arriving" flag.
 */
export type ListModel<T extends UploadSummary = UploadSummary> = {
  /** Tells this model from every other: what is derived from two models names both. */
  readonly id: string
  readonly items: readonly T[]
  /** More items are on their way: these are the list so far. */
  readonly arriving: boolean
  /** Values derived from `items` on first use, by name (see `derived`). */
  readonly cache: Map<string, { version: string; value: unknown }>
} & ListOrigin

/** Where a list came from, beyond the API's answer. */
export type ListOrigin = {
  /** Shown from this device's store (api/stored-lists/): read from the API at this time. */
  readonly storedAt?: number | undefined
  /** The list this device showed at the operator's last visit: its items are not new. */
  readonly lastVisit?: LastVisit | undefined
}

/** The ids of the items a list held when it was last seen, and when that list was read. */
export type LastVisit = { readonly at: number; readonly ids: ReadonlySet<string> }

let made = 0

export const listModel = <T extends UploadSummary>(
  items: readonly T[],
  arriving = false,
  origin: ListOrigin = {},
): ListModel<T> => ({ id: `list ${++made}`, items, arriving, cache: new Map(), ...origin })

/**
 * The value `name` derives from the model's items, computed on first use and kept on the model;
 * computed again when `version` changes (a new clock, another time zone). Each name is one
 * module's, and always holds the type that module computes.
 */
export function derived<V>(model: ListModel, name: string, compute: () => V, version = ''): V {
  const entry = model.cache.get(name)
  if (entry && entry.version === version) return entry.value as V
  const value = compute()
  model.cache.set(name, { version, value })
  return value
}
