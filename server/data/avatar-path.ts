export const SAMPLE_AVATAR_PREFIX = '/sample-avatars/'
export const SAMPLE_LOGO_PREFIX = '/sample-logos/'

/**
 * Sample data stores avatar urls as paths; the HTTP handler prefixes the request's origin.
 * Load-test avatars sit in a folder named after their game, so the image route can tell them
 * apart without generating the game (see load-test-game.ts).
 */
export function sampleAvatarPath(uploadId: string, gameId?: string): string {
  const folder = gameId === undefined ? '' : `${gameId}/`
  return `${SAMPLE_AVATAR_PREFIX}${folder}${uploadId}.png`
}

/** A sample game's `logo_url`, a path like an avatar's: `/sample-logos/{name_id}.png`. */
export const sampleLogoPath = (nameId: string): string =>
  `${SAMPLE_LOGO_PREFIX}${encodeURIComponent(nameId)}.png`
