import { version } from 'react'

/**
 * The React entry renders with the host's React and needs 19; the peer range admits 18 for the
 * element entry (which brings its own React), so a React 18 host of the React entry is told,
 * in words; nothing when the page's React is 19 or later.
 */
export function react19Problem(): string | undefined {
  const major = Number.parseInt(version, 10)
  if (major >= 19) return undefined
  return (
    `game-assets-dashboard: the React entry needs React 19 or later, and this page has React ${version}. ` +
    `On React 18, use the element entry, game-assets-dashboard/element: it brings its own React.`
  )
}

/** Throws `react19Problem`, where there is one. */
export function requireReact19(): void {
  const problem = react19Problem()
  if (problem) throw new Error(problem)
}
