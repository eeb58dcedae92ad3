export const SAMPLE_AVATAR_PREFIX = '/sample-avatars/'

/**
 * Sample data stores avatar urls as paths; the HTTP handler prefixes the request's origin.
 * Load-test avatars sit in a folder named after their game, so the image route can tell them
 * apart without generating the game (see load-test-game.ts).
 */
export function sampleAvatarPath(uploadId: string, gameId?: string): string {
  const folder = gameId === undefined ? '' : `${gameId}/`
  return `${SAMPLE_AVATAR_PREFIX}${folder}${uploadId}.png`
}
