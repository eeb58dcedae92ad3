// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createFleetGame, FLEET_WIRE_GAMES } from './fleet-games.ts'
import {
  FLEET_GAME_IDS,
  FLEET_GAMES,
  getSampleGame,
  hasFailingLists,
  hasSampleAvatarImage,
  hasSampleLogo,
  listSampleGames,
  SAMPLE_NOW,
  type SampleGame,
} from './sample-data.ts'
import { DAY, HOUR, MINUTE } from './units.ts'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const at = new Date(SAMPLE_NOW)
// The dashboard's rule (src/model/upload-status.ts): incomplete and started over 24 hours ago.
const STALE_AFTER = 24 * HOUR

function fleetGame(gameId: string, now = at): SampleGame {
  const sample = getSampleGame(gameId, now)
  if (!sample) throw new Error(`fleet game ${gameId} is missing`)
  return sample
}

const incompleteBuilds = (sample: SampleGame) => sample.builds.filter((build) => !build.complete)
const ageOf = (item: { create_ts: string }, now = at) => now.getTime() - Date.parse(item.create_ts)
const isStale = (item: { complete: boolean; create_ts: string }) =>
  !item.complete && ageOf(item) > STALE_AFTER

describe('the fleet', () => {
  it('is 24 games with fixed v4 UUIDs and distinct names, listed after the fixed three', () => {
    expect(FLEET_GAME_IDS).toHaveLength(24)
    for (const gameId of FLEET_GAME_IDS) expect(gameId).toMatch(UUID_V4)
    const games = listSampleGames().slice(3, 27)
    expect(games.map((game) => game.game_id)).toEqual(FLEET_GAME_IDS)
    expect(new Set(games.map((game) => game.display_name)).size).toBe(24)
    expect(new Set(games.map((game) => game.name_id)).size).toBe(24)
    expect(Object.values(FLEET_GAMES).every((id) => FLEET_GAME_IDS.includes(id))).toBe(true)
  })

  it('has names that no picker test types and no logos, so the picker shows initials', () => {
    for (const game of FLEET_WIRE_GAMES) {
      expect(game.display_name).not.toMatch(/space|load|empty|test/i)
      expect(game.name_id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(game.developer.external.profile).toContain(game.developer.group_id)
      expect(game).not.toHaveProperty('logo_url')
      expect(hasSampleLogo(game.name_id)).toBe(false)
    }
  })

  it.each(FLEET_WIRE_GAMES.map((game) => [game.display_name, game.game_id]))(
    '%s has small lists, one build current',
    (_name, gameId) => {
      const { builds, sites, avatars } = fleetGame(gameId)
      expect(builds.length).toBeGreaterThanOrEqual(3)
      expect(builds.length).toBeLessThanOrEqual(40)
      expect(sites.length).toBeLessThanOrEqual(4)
      expect(avatars.length).toBeLessThanOrEqual(10)
      expect(builds.filter((build) => build.tags.current === 'true')).toHaveLength(1)
      expect(new Set(builds.map((build) => build.build_id)).size).toBe(builds.length)
    },
  )

  it('completes every site and avatar, each avatar with an image the server serves', () => {
    for (const gameId of FLEET_GAME_IDS) {
      const { sites, avatars } = fleetGame(gameId)
      expect(sites.every((site) => site.complete)).toBe(true)
      for (const avatar of avatars) {
        expect(avatar.complete).toBe(true)
        expect(avatar.url).toBe(`/sample-avatars/${avatar.upload_id}.png`)
        expect(hasSampleAvatarImage(avatar.upload_id)).toBe(true)
      }
    }
  })

  it('completes every build but one stale in one game and one in progress in another', () => {
    const others = FLEET_GAME_IDS.filter(
      (id) => id !== FLEET_GAMES.stale && id !== FLEET_GAMES.uploading,
    )
    for (const gameId of others) expect(incompleteBuilds(fleetGame(gameId))).toEqual([])
  })

  it('has exactly one stale build, in the stale game', () => {
    const stale = FLEET_GAME_IDS.flatMap((gameId) =>
      fleetGame(gameId)
        .builds.filter(isStale)
        .map((build) => [gameId, build.display_name]),
    )
    expect(stale).toEqual([[FLEET_GAMES.stale, 'patch 0.9.4']])
    const [build] = incompleteBuilds(fleetGame(FLEET_GAMES.stale))
    expect(ageOf(build!)).toBeGreaterThan(2 * DAY)
  })

  it('has one upload in progress, about an hour old, in the uploading game', () => {
    const incomplete = incompleteBuilds(fleetGame(FLEET_GAMES.uploading))
    expect(incomplete.map((build) => build.display_name)).toEqual(['release 1.8.0'])
    expect(ageOf(incomplete[0]!)).toBeGreaterThan(45 * MINUTE)
    expect(ageOf(incomplete[0]!)).toBeLessThan(STALE_AFTER)
    expect(incomplete[0]!.content_length).toBeGreaterThan(0)
  })

  it('fails the lists of one game only, which is still listed', () => {
    expect(FLEET_GAME_IDS.filter(hasFailingLists)).toEqual([FLEET_GAMES.failing])
    expect(listSampleGames().map((game) => game.game_id)).toContain(FLEET_GAMES.failing)
  })

  it('is the same for the same instant, and at another only its times move', () => {
    for (const game of FLEET_WIRE_GAMES) {
      expect(createFleetGame(game, at)).toEqual(fleetGame(game.game_id))
    }
    const later = new Date(at.getTime() + 3 * DAY + 7 * MINUTE)
    const before = fleetGame(FLEET_GAMES.stale)
    const after = fleetGame(FLEET_GAMES.stale, later)
    const withoutTimes = (sample: SampleGame) =>
      sample.builds.map(({ create_ts: _created, ...build }) => build)
    expect(withoutTimes(after)).toEqual(withoutTimes(before))
    expect(after.builds.map((build) => ageOf(build, later))).toEqual(
      before.builds.map((build) => ageOf(build)),
    )
  })
})
