import { describe, expect, it, vi } from 'vitest'
import { generateBuilds } from '../../../../server/data/generated-game'
import { SAMPLE_GAMES, SAMPLE_NOW } from '@/test/sample'
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

describe('a large file that is not JSON', () => {
  // Laid out as Export JSON lays them out: 20,000 builds are about 5.5 MiB, past the most a
  // file may have for it to be read whole (WHOLE_READ_CHARS, 2 MiB).
  const some = generateBuilds(20_000, 3, new Date(SAMPLE_NOW))
  const BAD = '\u0000bad\u0000'
  const big = (builds: unknown[] = some) =>
    JSON.stringify({ ...head, fetched_at: SAMPLE_NOW, builds }, null, 2)
  const whole = big()

  /** Line and column (from 1) of `at` in `text`, with thousands separators as messages write them. */
  const place = (text: string, at: number) => {
    const before = text.slice(0, at)
    const line = before.split('\n').length
    const column = at - before.lastIndexOf('\n')
    return `line ${line.toLocaleString('en-US')}, column ${column.toLocaleString('en-US')}`
  }

  /** The refusal, and the longest text JSON.parse was given while reading. */
  async function refusal(text: string) {
    const parse = vi.spyOn(JSON, 'parse')
    const { problem, message } = await readSnapshotInSlices(text, 'big.json', expected).then(
      () => ({ problem: 'none', message: 'read' }),
      (error: unknown) => error as { problem: string; message: string },
    )
    const longest = Math.max(0, ...parse.mock.calls.map(([parsed]) => parsed.length))
    return { problem, message, longest }
  }

  it('names a stray byte after the closing brace of 200,000 items, never parsing them whole', async () => {
    const many = big(generateBuilds(200_000, 3, new Date(SAMPLE_NOW)))
    const text = `${many}x`
    expect(text.length).toBeGreaterThan(50 * 2 ** 20)
    const { problem, message, longest } = await refusal(text)
    // JSON.parse read the text around the list (a few hundred characters), not the file.
    expect.soft(longest, 'the longest text JSON.parse was given').toBeLessThan(1_000)
    expect({ problem, message }).toEqual({
      problem: 'not-json',
      message: `“big.json” is not JSON: “x” after the end of the JSON (${place(text, many.length)}).`,
    })
  })

  it('names a file cut short inside its last item', async () => {
    const text = whole.slice(0, whole.lastIndexOf('"complete"'))
    expect(text.length).toBeGreaterThan(4 * 2 ** 20)
    const { problem, message, longest } = await refusal(text)
    expect.soft(longest, 'the longest text JSON.parse was given').toBeLessThan(1_000)
    expect({ problem, message }).toEqual({
      problem: 'not-json',
      message: `“big.json” is not JSON: it ends inside an object: the file may have been cut short (${place(text, text.length)}).`,
    })
  })

  it('names a syntax error inside an item far into the list', async () => {
    const marked = big(some.map((build, i) => (i === 15_000 ? { ...build, complete: BAD } : build)))
    const at = marked.indexOf(JSON.stringify(BAD))
    const text = marked.replace(JSON.stringify(BAD), 'tru')
    const { problem, message, longest } = await refusal(text)
    // The items before it were parsed a piece at a time.
    expect.soft(longest, 'the longest text JSON.parse was given').toBeLessThan(300_000)
    expect({ problem, message }).toEqual({
      problem: 'not-json',
      message: `“big.json” is not JSON: “tru” where a value should be (${place(text, at)}).`,
    })
  })

  it('names an item missing between two commas', async () => {
    const at = whole.indexOf('},\n    {', whole.length / 2) + 2
    const text = `${whole.slice(0, at)}\n    ,${whole.slice(at)}`
    const { problem, message, longest } = await refusal(text)
    expect.soft(longest, 'the longest text JSON.parse was given').toBeLessThan(1_000)
    expect({ problem, message }).toEqual({
      problem: 'not-json',
      message: `“big.json” is not JSON: “,” where a value should be (${place(text, at + 5)}).`,
    })
  })

  it('names what is wrong where the list is not where it was looked for', async () => {
    // The list of another tab, with text after it: the slices keep the file whole.
    const text = `${JSON.stringify({ ...head, sites: some }, null, 2)}\n}`
    const { problem, message, longest } = await refusal(text)
    expect.soft(longest, 'the longest text JSON.parse was given').toBeLessThan(1_000)
    expect({ problem, message }).toEqual({
      problem: 'not-json',
      message: `“big.json” is not JSON: “}” after the end of the JSON (${place(text, text.length - 1)}).`,
    })
  })

  it('is still empty when it holds nothing but whitespace', async () => {
    expect(await refusal(' \n'.repeat(2 ** 21))).toEqual({
      problem: 'empty',
      message: '“big.json” is empty.',
      longest: 0,
    })
  })

  it('reads a large file that is JSON as readSnapshot does when its key comes twice', async () => {
    const text = `${whole.slice(0, -2)},\n"builds": [${JSON.stringify(wire[0])}]}`
    const sliced = await outcome(() => readSnapshotInSlices(text, 'big.json', expected))
    expect(sliced).toEqual(await outcome(() => readSnapshot(text, 'big.json', expected)))
    expect(sliced).toMatchObject({ value: { items: [{ buildId: wire[0]!.build_id }] } })
  })
})
