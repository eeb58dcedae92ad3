import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

// `findBy…` and `waitFor` give up after 1 s by default: a lazy chunk that loads in 50 ms on an
// idle machine took longer on a loaded CI box. They return as soon as the condition holds, so
// a longer limit costs nothing when tests pass.
configure({ asyncUtilTimeout: 10_000 })

/**
 * jsdom lays nothing out, so every box is 0 × 0 and a virtual list would show no rows. Give
 * elements the size of a large window instead: tables then render what fits, as in a browser.
 */
export const TEST_VIEWPORT = { width: 1280, height: 2000 }
// Server tests run in Node's environment, which has no DOM.
if (typeof HTMLElement !== 'undefined') {
  Object.defineProperties(HTMLElement.prototype, {
    clientWidth: { configurable: true, get: () => TEST_VIEWPORT.width },
    clientHeight: { configurable: true, get: () => TEST_VIEWPORT.height },
  })
}
