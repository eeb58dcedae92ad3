/** A module (or any value) loaded on demand, once. */
export type LoadOnce<M> = {
  /** Starts loading, or returns the load under way or done; a failed load is forgotten. */
  load: () => Promise<M>
  /** The value once it has loaded, else undefined. */
  current: () => M | undefined
}

/**
 * Loads on the first call and shares that load with every later call; a load that fails is
 * forgotten, so the next call tries again (a chunk that could not be fetched once may be next
 * time). For the parts of the page that load after start-up.
 */
export function loadOnce<M>(load: () => Promise<M>): LoadOnce<M> {
  let loaded: M | undefined
  let loading: Promise<M> | undefined
  return {
    load: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
    current: () => loaded,
  }
}
