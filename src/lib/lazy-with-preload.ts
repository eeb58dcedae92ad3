import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { loadOnce } from './load-once'

export type LazyWithPreload<P> = {
  /** Render inside `<Suspense>`: it suspends only while its module is still on the way. */
  Component: ComponentType<P>
  /**
   * Starts loading now (on hover or focus, before the click); safe to call any number of times.
   * Settles once the module is in, or has failed (the render then tries again); never rejects.
   */
  preload: () => Promise<void>
  /** After a render whose load failed: the next render loads again (an error boundary's retry). */
  retry: () => void
}

/**
 * `React.lazy` that can start loading early: the one way a component loads lazily here
 * (src/lazy-seams.ts lists them). Once loaded, the first render gets the component at once:
 * given a promise, even a settled one, React suspends, and then keeps the fallback up for its
 * 300 ms throttle, so a preloaded dialog would still open late. A preload that fails is
 * forgotten, so the first render fetches again; a render whose load fails throws to the nearest
 * error boundary, whose "Try again" calls `retry` so that the next render fetches again.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyWithPreload<P> {
  const component = loadOnce(load)
  // React.lazy keeps a failed load for good: after one, the next render gets a new one.
  const lazyComponent = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() => {
      const loaded = component.current()
      if (!loaded) {
        return component.load().then((value) => ({ default: value }))
      }
      const module = { default: loaded }
      // A thenable that answers synchronously: React.lazy then renders without suspending.
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
        typeof module
      >
    })
  let current = lazyComponent()
  const Component = (props: P) => createElement(current, props)
  return {
    Component,
    retry: () => {
      current = lazyComponent()
    },
    preload: () =>
      component.load().then(
        () => undefined,
        () => undefined,
      ),
  }
}
