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

// Plain loops rather than Array.from(..., fn): these run for up to a million rows. Each list is
// made by a generator that pauses every STEP items, so the server can make a big one while it
// answers other requests (drainAsync); drain runs it to the end at once.
const STEP = 10_000

/** Steps of making a list: each `yield` is a point where other work may run. */
export type ListSteps<T> = Generator<void, T[], void>

/** Runs the steps to the end at once. */
export function drain<T>(steps: ListSteps<T>): T[] {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** Runs the steps, letting the event loop answer other requests between them. */
export async function drainAsync<T>(steps: ListSteps<T>): Promise<T[]> {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

// Most builds have no tags, as on the real service; the untagged ones share one frozen `{}`, which
// saves a million-build list some 50 MB of empty objects.
const NO_TAGS: Readonly<Record<string, string>> = Object.freeze({})
const BETA = Object.freeze({ channel: 'beta' })

/**
 * `count` builds, the same for the same seed; a few are incomplete or empty, about 5% are tagged
 * beta, about 1% carry a version, and the newest complete one is `current`.
 */
export function* buildSteps(count: number, seed: number, now: Date): ListSteps<WireBuild> {
  const random = createRandom(seed)
  const builds: WireBuild[] = []
  for (let index = 0; index < count; index++) {
    if (index > 0 && index % STEP === 0) yield
    const build_id = random.uuid()
    const fields = upload(random, index, now, 33)
    const roll = random.next()
    const tags = roll < 0.05 ? BETA : roll < 0.06 ? { version: `1.${index}.0` } : NO_TAGS
    builds.push(Object.assign({ build_id }, fields, { tags }))
  }
  markCurrent(builds)
  return builds
}

export const generateBuilds = (count: number, seed: number, now: Date): WireBuild[] =>
  drain(buildSteps(count, seed, now))

/** Tags the newest complete, non-empty build `current`, as the service marks the one in use. */
export function markCurrent(builds: WireBuild[]): void {
  let current: WireBuild | undefined
  for (const build of builds) {
    if (!build.complete || build.content_length === 0) continue
    if (!current || build.create_ts > current.create_ts) current = build
  }
  if (current) current.tags = { ...current.tags, current: 'true' }
}

/** `count` CDN sites, the same for the same seed. */
export function* siteSteps(count: number, seed: number, now: Date): ListSteps<WireSite> {
  const random = createRandom(seed)
  const sites: WireSite[] = []
  for (let index = 0; index < count; index++) {
    if (index > 0 && index % STEP === 0) yield
    const site_id = random.uuid()
    sites.push(Object.assign({ site_id }, upload(random, index, now, 36)))
  }
  return sites
}

export const generateSites = (count: number, seed: number, now: Date): WireSite[] =>
  drain(siteSteps(count, seed, now))

/** `count` avatars of at most 2 MiB, the same for the same seed; complete ones have a url. */
export function* avatarSteps(
  count: number,
  seed: number,
  now: Date,
  avatarPath: (uploadId: string) => string = sampleAvatarPath,
): ListSteps<WireAvatar> {
  const random = createRandom(seed)
  const avatars: WireAvatar[] = []
  for (let index = 0; index < count; index++) {
    if (index > 0 && index % STEP === 0) yield
    const avatar: WireAvatar = upload(random, index, now, 21)
    avatar.display_name = `avatar ${index + 1}.png`
    if (avatar.complete) avatar.url = avatarPath(avatar.upload_id)
    avatars.push(avatar)
  }
  return avatars
}

export const generateAvatars = (
  count: number,
  seed: number,
  now: Date,
  avatarPath?: (uploadId: string) => string,
): WireAvatar[] => drain(avatarSteps(count, seed, now, avatarPath))
