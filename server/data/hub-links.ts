import type { WireGroup } from './wire-types.ts'

// The published GameSummary requires a game's page and its developer's links: the sample games
// point them at the service's hub, as the real ones do. Nothing in the reference API serves them.
const HUB = 'https://hub.rivet.gg'

/** The `url` of a sample game: its page on the hub. */
export const gamePageUrl = (nameId: string): string => `${HUB}/games/${encodeURIComponent(nameId)}`

/** A developer group with the `external` links the published GroupHandle requires. */
export function developerGroup(group_id: string, display_name: string): WireGroup {
  return { group_id, display_name, external: { profile: `${HUB}/groups/${group_id}` } }
}
