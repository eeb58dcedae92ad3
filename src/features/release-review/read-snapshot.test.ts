import { describe, expect, it } from 'vitest'
import { parseList } from '@/api/schemas'
import type { UploadSummary } from '@/model/list-items'
import { realisticGame, SAMPLE_GAMES, SAMPLE_NOW } from '@/test/sample'
import { buildExport } from '@/features/export/download-export'
import { exportFieldsOf } from '@/features/export/export-fields'
import { staleAfterMs } from '@/model/upload-status'
import { checkSnapshotSize, readSnapshot } from '@/api/snapshot/read-snapshot'
import { SnapshotError, type SnapshotProblem } from '@/model/snapshot-format'

const GAME = SAMPLE_GAMES.realistic
const sample = realisticGame()
const builds = parseList('builds', { builds: sample.builds })
const expectBuilds = { gameId: GAME, gameName: 'Space Raiders', kind: 'builds' } as const
const clock = { now: Date.parse(SAMPLE_NOW), staleAfter: staleAfterMs(24) }

/** The text Export JSON writes for these builds, optionally with a filter and a fetch time. */
function exported(items = builds, extra: { filter?: { query: string; status: string } } = {}) {
  return buildExport({
    format: 'json',
    items,
    order: items.map((_, i) => i),
    fields: exportFieldsOf('builds'),
    clock,
    gameId: GAME,
    gameName: 'Space Raiders',
    tab: 'builds',
    date: new Date(SAMPLE_NOW),
    fetchedAt: Date.parse('2026-11-01T11:58:00Z'),
    ...(extra.filter && { filter: { ...extra.filter, tags: [] } }),
  }).text
}

/** What an item is, without the warnings its reading added. */
const values = ({ warnings: _, ...item }: UploadSummary) => item

function refusal(text: string, fileName = 'snap.json', expected = expectBuilds) {
  try {
    readSnapshot(text, fileName, expected)
  } catch (error) {
    if (error instanceof SnapshotError) return { problem: error.problem, message: error.message }
    throw error
  }
  throw new Error('the snapshot was accepted')
}

const snapshotWith = (fields: Record<string, unknown>) =>
  JSON.stringify({
    snapshot: 1,
    game: { id: GAME, name: 'Space Raiders' },
    exported_at: SAMPLE_NOW,
    builds: [],
    ...fields,
  })

describe('readSnapshot', () => {
  it('reads back what Export JSON wrote: every item, exact, and what the file says of itself', () => {
    const { meta, items } = readSnapshot(exported(), 'Space-builds.json', expectBuilds)
    expect(items.map(values)).toEqual(builds.map(values))
    expect(meta).toEqual({
      fileName: 'Space-builds.json',
      game: { id: GAME, name: 'Space Raiders' },
      exportedAt: Date.parse(SAMPLE_NOW),
      fetchedAt: Date.parse('2026-11-01T11:58:00Z'),
      takenAt: Date.parse('2026-11-01T11:58:00Z'),
      rows: 'all',
      filter: undefined,
      notes: [],
    })
  })

  it('says a filtered export holds only the rows that matched, and which filter', () => {
    const text = exported(builds.slice(0, 2), { filter: { query: 'nightly', status: 'all' } })
    const { meta, items } = readSnapshot(text, 'f.json', expectBuilds)
    expect(items).toHaveLength(2)
    expect(meta.rows).toBe('filtered')
    expect(meta.filter).toEqual({ query: 'nightly', status: 'all', tags: [] })
  })

  it('keeps a size past 2^53 exact and reads null values as unknown', () => {
    const text = snapshotWith({}).replace(
      '"builds":[]',
      '"builds":[{"build_id":"b1","upload_id":"u1","display_name":"x","content_length":18446744073709551615,"create_ts":null,"complete":true,"tags":{}},' +
        '{"build_id":"b2","upload_id":"u2","display_name":"y","content_length":null,"create_ts":"2026-10-01T00:00:00.000Z","complete":false,"tags":{"a":"1"}}]',
    )
    const [b1, b2] = readSnapshot(text, 's.json', expectBuilds).items
    expect(b1).toMatchObject({ size: 2n ** 64n - 1n, createdAt: undefined, complete: true })
    expect(b2).toMatchObject({
      size: undefined,
      createdAt: Date.UTC(2026, 9, 1),
      tags: [['a', '1']],
    })
  })

  it('reads an exported_at in a year below 1000 as written, not as 19xx', () => {
    const text = snapshotWith({ exported_at: '0099-01-01 00:00:00Z' })
    const { meta } = readSnapshot(text, 'old.json', expectBuilds)
    expect(new Date(meta.exportedAt ?? 0).toISOString()).toBe('0099-01-01T00:00:00.000Z')
  })

  it('accepts an export from before snapshots (a bare array), noting it names no game', () => {
    const rows = JSON.stringify((JSON.parse(exported()) as { builds: unknown[] }).builds)
    const { meta, items } = readSnapshot(rows, 'old.json', expectBuilds, { lastModified: 42 })
    expect(items).toHaveLength(builds.length)
    expect(meta).toMatchObject({ game: undefined, rows: 'unknown', takenAt: 42 })
    expect(meta.notes).toEqual([
      'This file does not say which game it is from (an export made before exports said): make sure it is a list of “Space Raiders”. It may also hold only the rows a filter matched.',
    ])
    expect(readSnapshot('[]', 'none.json', expectBuilds).items).toEqual([])
  })

  it('accepts an API answer saved to a file, with the same note', () => {
    const { meta, items } = readSnapshot(
      JSON.stringify({ builds: sample.builds }),
      'curl.json',
      expectBuilds,
    )
    expect(items.map(values)).toEqual(builds.map(values))
    expect(meta.game).toBeUndefined()
    expect(meta.notes[0]).toContain('a file that does not say')
  })
})

describe('readSnapshot refuses, with a sentence naming the file and the problem', () => {
  const cases: [string, string, SnapshotProblem, string][] = [
    ['an empty file', '  \n', 'empty', '“snap.json” is empty.'],
    ['text', 'hello', 'not-json', '“snap.json” is not JSON: '],
    ['a cut-off file', exported().slice(0, 500), 'not-json', '“snap.json” is not JSON: '],
    [
      'JSON that is no snapshot',
      '{"rows": []}',
      'not-snapshot',
      '“snap.json” is not a snapshot of this dashboard: choose a file saved by Export JSON or a review pack’s snapshot.json.',
    ],
    ['a number', '42', 'not-snapshot', 'snapshot.json (it holds 42).'],
    [
      'a later version',
      snapshotWith({ snapshot: 2 }),
      'newer-version',
      '“snap.json” is a snapshot of version 2, made by a newer version of this dashboard (this one reads version 1).',
    ],
    [
      'a header of the wrong shape',
      snapshotWith({ game: 'Space Raiders' }),
      'not-snapshot',
      '“snap.json” is not a snapshot this dashboard can read: its "game" should be an object with a text "id" and "name" but is "Space Raiders".',
    ],
    [
      'an unreadable export time',
      snapshotWith({ exported_at: 'yesterday' }),
      'not-snapshot',
      'its "exported_at" should be an RFC 3339 time but is "yesterday".',
    ],
    [
      'a snapshot of another game',
      snapshotWith({ game: { id: SAMPLE_GAMES.large, name: 'Load Test' } }),
      'other-game',
      `“snap.json” is a snapshot of “Load Test” (${SAMPLE_GAMES.large}), not of “Space Raiders” (${GAME}). Choose a snapshot of this game, or open that game to compare with it.`,
    ],
    [
      'a snapshot of another tab',
      snapshotWith({ builds: undefined, sites: [] }),
      'no-list',
      '“snap.json” has no list of builds: it holds CDN sites. Compare it on its own tab, or choose a snapshot with builds.',
    ],
    [
      'an old export of another tab',
      JSON.stringify([{ upload_id: 'u', display_name: 'a.png', complete: true, url: null }]),
      'no-list',
      '“snap.json” has no list of builds: it holds custom avatars.',
    ],
    [
      'an item of the wrong shape',
      snapshotWith({
        builds: [
          {
            build_id: 'b',
            upload_id: 'u',
            display_name: 'n',
            create_ts: null,
            content_length: null,
            complete: 'yes',
          },
        ],
      }),
      'bad-item',
      '“snap.json” does not match what the dashboard expects: item 0 of "builds", field "complete", should be true or false but is "yes".',
    ],
  ]

  it.each(cases)('%s', (_, text, problem, message) => {
    const refused = refusal(text)
    expect(refused.problem).toBe(problem)
    expect(refused.message).toContain(message)
  })

  it('ids used twice: names the first, how often, and how many more repeat', () => {
    const item = (id: string) => ({
      build_id: id,
      upload_id: `u-${id}`,
      display_name: id,
      create_ts: SAMPLE_NOW,
      content_length: 1,
      complete: true,
    })
    const rows = ['a', 'b', 'a', 'c', 'a', 'c', 'd'].map(item)
    expect(refusal(snapshotWith({ builds: rows }))).toEqual({
      problem: 'duplicate-ids',
      message:
        '“snap.json” lists build_id "a" 3 times, and 1 more build_ids repeat: the builds of a list each have their own id, so it cannot be compared item by item.',
    })
  })

  it('a file too large, before reading it, with the limit', () => {
    expect(() => checkSnapshotSize('big.json', 256 * 2 ** 20)).not.toThrow()
    expect(() => checkSnapshotSize('big.json', 300 * 2 ** 20)).toThrow(
      '“big.json” is 300 MiB: the dashboard compares with files up to 256 MiB.',
    )
  })

  it('echoes a file name bounded and with its control characters shown', () => {
    const name = `\u202Egnp.json${'x'.repeat(500)}`
    const { message } = refusal('nope', name)
    expect(message).toMatch(/^“⟨U\+202E⟩gnp\.jsonx+… \(\d+ characters\)” is not JSON/)
    expect(message.length).toBeLessThan(400)
  })

  it('echoes a game name from the file bounded', () => {
    const text = snapshotWith({ game: { id: 'other', name: 'N'.repeat(10_000) } })
    const { message } = refusal(text)
    expect(message).toContain('… (10,000 characters)')
    expect(message.length).toBeLessThan(500)
  })
})
