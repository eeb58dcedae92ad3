import { version } from 'react'

/**
 * The React entry renders with the host's React, and needs React 19. The package's peer range
 * also admits React 18 so that a React 18 console can install it for the element entry, which
 * brings its own React: a React 18 console that uses the React entry learns that here, in words.
 */
export function requireReact19(): void {
  const major = Number.parseInt(version, 10)
  if (major < 19) {
    throw new Error(
      `game-assets-dashboard: the React entry needs React 19 or later, and this page has React ${version}. ` +
        `On React 18, use the element entry, game-assets-dashboard/element: it brings its own React.`,
    )
  }
}
