import { describe, expect, it } from 'vitest'
import { realisticGame, SAMPLE_GAMES, SAMPLE_NOW } from '@/test/sample'
import { readSnapshotLists } from './read-snapshot-lists'

const GAME = SAMPLE_GAMES.realistic
const sample = realisticGame()
const head = { snapshot: 1, game: { id: GAME, name: 'Space Raiders' }, exported_at: SAMPLE_NOW }
const game = { gameId: GAME, gameName: '' }

describe('readSnapshotLists', () => {
  it('reads every list a pack snapshot holds', () => {
    const text = JSON.stringify({
      ...head,
      builds: sample.builds,
      sites: sample.sites,
      custom_avatars: sample.avatars,
    })
    const { meta, lists } = readSnapshotLists(text, 'review/snapshot.json', game)
    expect(lists.builds).toHaveLength(sample.builds.length)
    expect(lists.sites).toHaveLength(sample.sites.length)
    expect(lists.avatars?.map((avatar) => avatar.uploadId)).toEqual(
      sample.avatars.map((avatar) => avatar.upload_id),
    )
    expect(meta.game?.name).toBe('Space Raiders')
  })

  it('reads the one list of an export, leaving the other kinds out', () => {
    const { lists } = readSnapshotLists(
      JSON.stringify({ ...head, sites: sample.sites }),
      'x.json',
      game,
    )
    expect(Object.keys(lists)).toEqual(['sites'])
  })

  it('refuses a file with no list, another game, or a bad item, naming it', () => {
    expect(() => readSnapshotLists(JSON.stringify(head), 'x.json', game)).toThrow(
      '“x.json” has no list of builds, CDN sites or custom avatars.',
    )
    expect(() =>
      readSnapshotLists(JSON.stringify(head), 'x.json', { gameId: 'g2', gameName: '' }),
    ).toThrow(`“x.json” is a snapshot of “Space Raiders” (${GAME}), not of game g2.`)
    const bad = { ...head, sites: [{ ...sample.sites[0], site_id: 7 }] }
    expect(() => readSnapshotLists(JSON.stringify(bad), 'x.json', game)).toThrow(
      'item 0 of "sites", field "site_id", should be a string but is 7.',
    )
  })
})
