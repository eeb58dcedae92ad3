import { describe, expect, it } from 'vitest'
import { generateBuilds } from '../../../../server/data/generated-game'
import { SAMPLE_GAMES, SAMPLE_NOW } from '../../../test/sample'
import { readSnapshot } from './read-snapshot'
import { readSnapshotInSlices } from './read-snapshot-sliced'

const GAME = SAMPLE_GAMES.realistic
const expected = { gameId: GAME, gameName: 'Space Raiders', kind: 'builds' } as const
// Enough builds for several of the splitter's 256 KiB pieces.
const wire = generateBuilds(6_000, 3, new Date(SAMPLE_NOW))
const head = { snapshot: 1, game: { id: GAME, name: 'Space Raiders' }, exported_at: SAMPLE_NOW }
const snapshot = (fields: Record<string, unknown>) =>
  JSON.stringify({ ...head, builds: wire, ...fields }, null, 2)

/** What a reading gives: the snapshot, or the refusal's kind and words. */
async function outcome(read: () => unknown) {
  try {
    return { value: await read() }
  } catch (error) {
    const { problem, message } = error as { problem?: string; message: string }
    return { problem, message }
  }
}

const texts: Record<string, string> = {
  'a snapshot of several pieces': snapshot({ fetched_at: SAMPLE_NOW }),
  'a filtered snapshot with sites too': snapshot({
    filter: { query: 'x', status: 'all', tags: [] },
    sites: [],
  }),
  'an API answer saved to a file': JSON.stringify({ builds: wire }),
  'an older export (a bare array)': JSON.stringify(wire),
  'a snapshot of another game': snapshot({ game: { id: 'other', name: 'Other' } }),
  'a snapshot of another tab': snapshot({ builds: undefined, sites: [] }),
  'a bad item far into the list': snapshot({
    builds: wire.map((build, i) => (i === 5_000 ? { ...build, complete: 'no' } : build)),
  }),
  'ids used twice': snapshot({ builds: [...wire, wire[10]] }),
  'a list key written twice': `${snapshot({}).slice(0, -2)},\n"builds": [${JSON.stringify(wire[0])}]}`,
  'a file cut short': snapshot({}).slice(0, 1_500_000),
  'a syntax error inside an item': snapshot({}).replace('"complete": true', '"complete": tru'),
  'a later version': snapshot({ snapshot: 2 }),
}

describe('readSnapshotInSlices', () => {
  it.each(Object.entries(texts))('reads %s as readSnapshot does', async (_, text) => {
    const whole = await outcome(() => readSnapshot(text, 'f.json', expected, { lastModified: 7 }))
    const sliced = await outcome(() =>
      readSnapshotInSlices(text, 'f.json', expected, { lastModified: 7 }),
    )
    expect(sliced).toEqual(whole)
  })

  it('reads every item of a snapshot of several pieces, in order', async () => {
    const { items } = await readSnapshotInSlices(
      texts['a snapshot of several pieces']!,
      'f.json',
      expected,
    )
    expect(items.map((item) => item.buildId)).toEqual(wire.map((build) => build.build_id))
  })

  it('names the bad item by its place in the whole list', async () => {
    await expect(
      readSnapshotInSlices(texts['a bad item far into the list']!, 'f.json', expected),
    ).rejects.toThrow('item 5000 of "builds", field "complete", should be true or false')
  })
})
