// No page loads this: the console's type check (tsc) holds what console.tsx's JSX declaration
// of the element lets through, and what it refuses.

/** Every attribute the element reads, each with a value it takes. */
export const everyAttribute = (
  <game-assets-panel
    api-base-url="https://api.example"
    game-id="space-raiders"
    tab="sites"
    theme="dark"
    since="2026-01-01T00:00:00Z"
    hide-picker
    max-list-seconds={60}
    columns="name,status,size"
    persist
    item-id="build-1"
    item-links
  />
)

/** React 18 writes every prop as an attribute, where a token would show: a property only. */
// @ts-expect-error -- no token prop
export const tokenProp = <game-assets-panel token="secret" />

/** A tab the element has not. */
// @ts-expect-error -- builds, sites or avatars
export const unknownTab = <game-assets-panel tab="logs" />
