import { sampleAvatarPath } from './avatar-path.ts'
import { createRandom, type Random } from './random.ts'
import type { WireAvatar, WireBuild, WireSite } from './wire-types.ts'
import { DAY, timestampBefore } from './units.ts'

type Upload = Omit<WireAvatar, 'url'>

const SPAN = 425 * DAY
const PREFIXES = ['build', 'Build', 'nightly', 'release', 'hotfix', 'ビルド', 'Ñightly', 'QA pass']

/**
 * Sizes spread evenly over orders of magnitude (bytes to 2^maxBits), so every size unit shows up;
 * about 1% are complete but empty, as when the real service loses an upload row.
 */
function upload(random: Random, index: number, now: Date, maxBits: number): Upload {
  const empty = random.next() < 0.01
  return {
    upload_id: random.uuid(),
    display_name: `${random.pick(PREFIXES)} ${index + 1}`,
    create_ts: timestampBefore(now, Math.floor(random.next() * SPAN)),
    content_length: empty ? 0 : Math.floor(2 ** (random.next() * maxBits)),
    complete: empty || random.next() >= 0.03,
  }
}

// Plain loops rather than Array.from(..., fn): these run for up to a million rows.

/** `count` builds, the same for the same seed; a few are incomplete, empty or beta-tagged. */
export function generateBuilds(count: number, seed: number, now: Date): WireBuild[] {
  const random = createRandom(seed)
  const builds: WireBuild[] = []
  for (let index = 0; index < count; index++) {
    const build_id = random.uuid()
    const build: WireBuild = Object.assign({ build_id }, upload(random, index, now, 33))
    if (random.next() < 0.05) build.tags = { channel: 'beta' }
    builds.push(build)
  }
  return builds
}

/** `count` CDN sites, the same for the same seed. */
export function generateSites(count: number, seed: number, now: Date): WireSite[] {
  const random = createRandom(seed)
  const sites: WireSite[] = []
  for (let index = 0; index < count; index++) {
    const site_id = random.uuid()
    sites.push(Object.assign({ site_id }, upload(random, index, now, 36)))
  }
  return sites
}

/** `count` avatars of at most 2 MiB, the same for the same seed; complete ones have a url. */
export function generateAvatars(
  count: number,
  seed: number,
  now: Date,
  avatarPath: (uploadId: string) => string = sampleAvatarPath,
): WireAvatar[] {
  const random = createRandom(seed)
  const avatars: WireAvatar[] = []
  for (let index = 0; index < count; index++) {
    const avatar: WireAvatar = upload(random, index, now, 21)
    avatar.display_name = `avatar ${index + 1}.png`
    if (avatar.complete) avatar.url = avatarPath(avatar.upload_id)
    avatars.push(avatar)
  }
  return avatars
}
