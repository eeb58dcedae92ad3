import { sampleAvatarPath } from './avatar-path.ts'
import { createRandom } from './random.ts'
import type { SampleGame, WireAvatar, WireBuild, WireGame, WireSite } from './wire-types.ts'
import { DAY, GiB, HOUR, KiB, MiB, MINUTE, TiB, timestampBefore } from './units.ts'

type Row = {
  name: string
  /** Milliseconds before the sample's now; negative is a time from a server clock running ahead. */
  age: number
  size: number
  incomplete?: true
  /** A build's tags; builds without have `{}`, as most do on the real service. */
  tags?: Record<string, string>
  brokenUrl?: true
}

const BETA = { channel: 'beta' }
const FUTURE = -2 * MINUTE
const TWIN_AGE = 15 * DAY + 2 * HOUR
const OLDEST = 425 * DAY

// Each list is a gauntlet for the client: natural and case-insensitive name sorting, non-ASCII,
// a name at the 128-byte limit, bytes to GiB, incomplete and zero-byte rows, one timestamp in the
// future and two rows equal in time and size (only a stable sort keeps their order). Between them
// the lists name things in Chinese, Japanese, Korean, Arabic, Hebrew, Cyrillic and emoji, so every
// script the fonts must cover shows up in screenshots.
const BUILD_ROWS: readonly Row[] = [
  { name: 'build 9', age: 3 * DAY + 4 * HOUR, size: 512 * MiB + 12_345 },
  {
    name: 'hotfix 1.4.2',
    age: 2 * MINUTE,
    size: 734 * MiB + 1,
    tags: { version: '1.4.2', channel: 'stable', current: 'true' },
  },
  { name: 'Release 1.0', age: OLDEST, size: Math.round(1.9 * GiB), tags: { version: '1.0.0' } },
  { name: 'build 10', age: 2 * DAY, size: 530 * MiB },
  {
    name: 'ビルド 東京 β',
    age: 5 * HOUR,
    size: Math.round(1.2 * GiB),
    tags: { channel: 'beta', 地域: '東京' },
  },
  { name: 'Build 2', age: 20 * DAY, size: 498 * MiB + 777 },
  { name: 'clock skew preview', age: FUTURE, size: 801 * MiB },
  { name: 'build 100', age: 1 * HOUR, size: 545 * MiB + 3 },
  { name: 'nightly 2026-10-31', age: 11 * HOUR, size: Math.round(3.4 * GiB), incomplete: true },
  { name: 'Ñandú release', age: 7 * DAY, size: 620 * MiB + 4_096 },
  { name: 'empty artifact', age: 12 * DAY, size: 0 },
  { name: 'Twin build A', age: TWIN_AGE, size: 640 * MiB },
  { name: 'Twin build B', age: TWIN_AGE, size: 640 * MiB },
  { name: 'build 1', age: 40 * DAY, size: 301 * MiB },
  { name: 'Ünïcode ✨ build', age: 9 * DAY, size: 587 * MiB + 99, tags: BETA },
  {
    name: 'Season 4 “Frostbite” release candidate 3: rebalanced weapons, two new arctic maps, EU and APAC matchmaking fixes, fast loads',
    age: 30 * DAY,
    size: Math.round(2.6 * GiB),
    tags: {
      version: '4.0.0-rc.3',
      channel: 'rc',
      notes: 'https://example.com/patch-notes/season-4',
    },
  },
  { name: 'abandoned upload', age: 200 * DAY, size: Math.round(2.2 * GiB), incomplete: true },
  { name: 'smoke test', age: 60 * DAY, size: 45 },
  { name: 'full assets 4K textures', age: 90 * DAY, size: Math.round(6.7 * GiB) },
  { name: 'build 11', age: 26 * HOUR, size: 547 * MiB },
  { name: 'Build 3', age: 19 * DAY, size: 499 * MiB },
  { name: 'release 1.1', age: 300 * DAY, size: Math.round(1.95 * GiB), tags: { version: '1.1.0' } },
  { name: 'beta 2', age: 33 * DAY, size: KiB + 17, tags: BETA },
  {
    name: 'release 1.2',
    age: 180 * DAY,
    size: 2 * GiB,
    tags: { version: '1.2.0', channel: 'stable' },
  },
  { name: '版本 2.0 测试', age: 8 * DAY, size: 556 * MiB + 2_048 },
  { name: 'גרסה 3 בטא', age: 16 * DAY, size: 505 * MiB + 321, tags: BETA },
  { name: '🎃👻🦇', age: 45 * DAY, size: 47 * MiB },
]

const SITE_ROWS: readonly Row[] = [
  { name: 'Landing page', age: 2 * MINUTE, size: 18 * MiB + 123 },
  { name: 'Press kit ✨ Página de prensa', age: OLDEST, size: 240 * MiB },
  { name: 'Docs v2', age: FUTURE, size: Math.round(9.5 * MiB) },
  { name: 'Asset mirror (all regions)', age: 60 * DAY, size: Math.round(1.3 * TiB) },
  { name: 'Event microsite', age: 3 * DAY, size: 75 * MiB, incomplete: true },
  { name: 'Placeholder', age: 21 * DAY, size: 0 },
  { name: 'Twin site A', age: TWIN_AGE, size: 5 * MiB },
  { name: 'Twin site B', age: TWIN_AGE, size: 5 * MiB },
  { name: '한국 이벤트 페이지', age: 10 * DAY, size: 42 * MiB + 512 },
]

// The real service keeps avatars at 2 MB or less and names them after the uploaded file.
const AVATAR_ROWS: readonly Row[] = [
  { name: 'knight.png', age: 2 * MINUTE, size: 48 * KiB + 311 },
  { name: 'Ёжик.jpg', age: 4 * DAY, size: Math.round(1.8 * MiB) },
  { name: 'wizard hat.png', age: FUTURE, size: 96 * KiB },
  { name: 'dragon_egg.jpeg', age: 6 * HOUR, size: 700 * KiB, incomplete: true },
  { name: 'avatar 10.png', age: 12 * DAY, size: 64 * KiB },
  { name: 'avatar 9.png', age: 13 * DAY, size: 63 * KiB },
  { name: 'Avatar 2.PNG', age: 14 * DAY, size: 2_000_000 },
  { name: 'broken-link.png', age: 30 * DAY, size: 120 * KiB, brokenUrl: true },
  { name: 'empty.png', age: 50 * DAY, size: 0 },
  { name: 'twin-a.png', age: TWIN_AGE, size: 33 * KiB },
  { name: 'twin-b.png', age: TWIN_AGE, size: 33 * KiB },
  { name: '空の写真.jpg', age: OLDEST, size: 1_234, incomplete: true },
  { name: 'صورة اللاعب.png', age: 8 * DAY, size: 150 * KiB },
]

/** "Space Raiders": about 27 builds, 9 sites and 13 avatars written out by hand. */
export function createRealisticGame(game: WireGame, now: Date): SampleGame {
  const random = createRandom(0x5ace2026)
  const common = (row: Row) => ({
    upload_id: random.uuid(),
    display_name: row.name,
    create_ts: timestampBefore(now, row.age),
    content_length: row.size,
    complete: !row.incomplete,
  })

  const builds = BUILD_ROWS.map((row): WireBuild => ({
    build_id: random.uuid(),
    ...common(row),
    tags: { ...row.tags },
  }))
  const sites = SITE_ROWS.map((row): WireSite => ({ site_id: random.uuid(), ...common(row) }))
  const avatars = AVATAR_ROWS.map((row): WireAvatar => {
    const avatar = common(row)
    if (!avatar.complete) return avatar
    // A url the server has no image for, to exercise the client's broken-image fallback.
    const target = row.brokenUrl ? random.uuid() : avatar.upload_id
    return { ...avatar, url: sampleAvatarPath(target) }
  })
  return { game, builds, sites, avatars }
}
