import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A part of the page loaded on demand (src/lazy-seams.ts lists them). */
export type LazyPart<M> = {
  /** The module: one load for every caller, until one fails (then the next call loads again). */
  load: () => Promise<M>
  /** Starts loading now (on hover or focus, before the click); never rejects. */
  preload: () => void
  /**
   * `React.lazy` of one of the module's components. Render it inside `<Suspense>`; after a
   * render whose load failed, `retry` (an error boundary's "Try again") makes the next render
   * load again, where React.lazy keeps a failure for good.
   */
  component: <P extends object>(
    pick: (module: M) => ComponentType<P>,
  ) => { Component: ComponentType<P>; retry: () => void }
}

/**
 * The one way a part loads lazily: a module-level `import()` promise, shared by its preload,
 * its React.lazy components and any code that needs the module. A chunk that could not be
 * fetched once may be the next time, so a failed load is forgotten.
 */
export function lazyPart<M>(importModule: () => Promise<M>): LazyPart<M> {
  let loading: Promise<M> | undefined
  const load = () =>
    (loading ??= importModule().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return {
    load,
    preload: () => void load().catch(() => undefined),
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
