import { describe, expect, it, vi } from 'vitest'
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
  'an older export of another tab': JSON.stringify([{ site_id: 's', upload_id: 'u' }]),
  'an older export, empty': ' [ ]\n',
  'an older export with text after it': `${JSON.stringify(wire)} x`,
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

describe('older exports (a bare array)', () => {
  it('are read a slice at a time, never parsed whole', async () => {
    const text = JSON.stringify(wire, null, 2)
    const parse = vi.spyOn(JSON, 'parse')
    const { items } = await readSnapshotInSlices(text, 'old.json', expected)
    expect(items).toHaveLength(wire.length)
    const longest = Math.max(...parse.mock.calls.map(([parsed]) => parsed.length))
    // Each parse holds about one 256 KiB piece of the file, not the file.
    expect(text.length).toBeGreaterThan(1_500_000)
    expect(longest).toBeLessThan(300_000)
  })
})

describe('the item limit', () => {
  const big = { ...wire[1], display_name: 'x'.repeat(2 * 1024 * 1024) }
  const refusal = (text: string, options?: { maxItemBytes: number }) =>
    readSnapshotInSlices(text, 'big.json', expected, options).then(
      () => undefined,
      (error: unknown) => error,
    )

  it('refuses an item past 1 MiB, naming it, in a snapshot or an older export', async () => {
    const message = (n: number) =>
      `“big.json” holds an item larger than the dashboard reads: item ${n} of "builds" passed 1.0 MiB, so it stopped reading the file. If the list's items really are that large, raise maxItemMegabytes in config.json.`
    expect(await refusal(snapshot({ builds: [wire[0], big] }))).toMatchObject({
      problem: 'too-large',
      message: message(1),
    })
    expect(await refusal(JSON.stringify([big]))).toMatchObject({
      problem: 'too-large',
      message: message(0),
    })
  })

  it('is the one it is given', async () => {
    const text = snapshot({ builds: [wire[0], big] })
    expect(await refusal(text, { maxItemBytes: 4 * 1024 * 1024 })).toBeUndefined()
    expect(await refusal(text, { maxItemBytes: 1024 })).toMatchObject({
      message: expect.stringContaining('item 1 of "builds" passed 1.0 KiB') as unknown,
    })
  })
})
