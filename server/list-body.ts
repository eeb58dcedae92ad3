import { LruCache } from './data/lru-cache.ts'
import { jsonBody, serialiseList, type JsonBody } from './json-body.ts'
import { newestFirst } from './newest-first.ts'

// Serialising and compressing a million items takes seconds, and benchmarks fetch the same list
// again and again, so each list keeps its bodies. Keyed weakly by the stored list: when the
// load-test cache drops a list, its bodies go with it and memory stays bounded by that cache.
const bodies = new WeakMap<readonly object[], LruCache<string, Promise<JsonBody>>>()

// Avatar bodies differ by request origin (absolute urls), which a client picks with its Host
// header; two cover localhost and one other name without letting them pile up.
const VARIANTS_PER_LIST = 2

const bodyKey = (key: string, variant: string) => `${key} ${variant}`

export type ListBodyOptions<T> = {
  /** What the body depends on besides the list, e.g. the origin in avatar urls. */
  variant?: string
  mapItem?: (item: T) => unknown
}

/**
 * `{ [key]: items }`, newest first, serialised once per list and variant; requests that come
 * while it is being made wait for the same one.
 */
export function listBody<T extends { create_ts: string }>(
  items: readonly T[],
  key: string,
  { variant = '', mapItem }: ListBodyOptions<T> = {},
): Promise<JsonBody> {
  let forList = bodies.get(items)
  if (!forList) {
    forList = new LruCache({ maxEntries: VARIANTS_PER_LIST })
    bodies.set(items, forList)
  }
  return forList.getOrCreate(bodyKey(key, variant), async () =>
    jsonBody(await serialiseList(key, newestFirst(items), mapItem)),
  )
}

/** The body listBody gives for the same arguments if it is made or being made, else undefined. */
export function madeListBody<T extends { create_ts: string }>(
  items: readonly T[],
  key: string,
  { variant = '' }: ListBodyOptions<T> = {},
): Promise<JsonBody> | undefined {
  return bodies.get(items)?.get(bodyKey(key, variant))
}
