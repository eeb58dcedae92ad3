export const SAMPLE_AVATAR_PREFIX = '/sample-avatars/'

/** Sample data stores avatar urls as paths; the HTTP handler prefixes the request's origin. */
export function sampleAvatarPath(uploadId: string): string {
  return `${SAMPLE_AVATAR_PREFIX}${uploadId}.png`
}
