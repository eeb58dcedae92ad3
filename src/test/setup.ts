import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

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
