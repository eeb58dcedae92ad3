import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * The one way a part loads lazily (src/lazy-seams.ts lists them): a module-level `import()`
 * promise, shared by its preload, its React.lazy components and any code that needs the module.
 * A chunk that could not be fetched once may be the next time, so a failed load is forgotten.
 */
export function lazyPart<M>(importModule: () => Promise<M>) {
  let loading: Promise<M> | undefined
  /** The module: one load for every caller, until one fails (then the next call loads again). */
  const load = (): Promise<M> =>
    (loading ??= importModule().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return {
    load,
    /** Starts loading now (on hover or focus, before the click); never rejects. */
    preload: () => void load().catch(() => undefined),
    /**
     * `React.lazy` of one of the module's components. Render it inside `<Suspense>`; after a
     * render whose load failed, `retry` (an error boundary's "Try again") makes the next render
     * load again, where React.lazy keeps a failure for good.
     */
    component: <P extends object>(pick: (module: M) => ComponentType<P>) => {
      const make = (): LazyExoticComponent<ComponentType<P>> =>
        lazy(() => load().then((module) => ({ default: pick(module) })))
      let current = make()
      return {
        Component: (props: P) => createElement(current, props),
        retry: () => {
          current = make()
        },
      }
    },
  }
}
