import type { UploadSummary } from './list-items'

/**
 * One response's list and what is derived from it, made once per response (a list query's
 * data, or a comparison's rows) and passed down. The indexes built from the items (sort keys and
 * orders, search texts, chart bins) live on it, so they last exactly as long as the response,
 * and a copy of the items array cannot lose them or the "still arriving" flag.
 */
export type ListModel<T extends UploadSummary = UploadSummary> = {
  /** Tells this model from every other: what is derived from two models names both. */
  readonly id: string
  readonly items: readonly T[]
  /** More items are on their way: these are the list so far. */
  readonly arriving: boolean
  /** Values derived from `items` on first use, by name (see `derived`). */
  readonly cache: Map<string, { version: string; value: unknown }>
}

let made = 0

export const listModel = <T extends UploadSummary>(
  items: readonly T[],
  arriving = false,
): ListModel<T> => ({ id: `list ${++made}`, items, arriving, cache: new Map() })

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
