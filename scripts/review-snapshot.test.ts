// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseList } from '../src/api/schemas.ts'
import { realisticGame, SAMPLE_GAMES } from '../src/test/sample.ts'
import { writePackFiles } from './review-pack.ts'
import { packSnapshotText, readCompareSource, SNAPSHOT_FILE } from './review-snapshot.ts'

const GAME = SAMPLE_GAMES.realistic
const sample = realisticGame()
const lists = {
  builds: parseList('builds', { builds: sample.builds }),
  sites: parseList('sites', { sites: sample.sites }),
  avatars: parseList('avatars', { custom_avatars: sample.avatars }),
}
const times = {
  asof: '2026-11-01T12:00:00.000Z',
  fetchedAt: new Date('2026-11-01T12:00:05Z'),
  exportedAt: new Date('2026-11-01T12:00:30Z'),
}
const dir = mkdtempSync(join(tmpdir(), 'review-snapshot-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const write = (name: string, text: string) => {
  const path = join(dir, name)
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, text)
  return path
}

describe('packSnapshotText and readCompareSource', () => {
  it('write the three lists of a pack and read them back, from the folder or the file', () => {
    const text = packSnapshotText({ id: GAME, name: 'Space Raiders' }, lists, times)
    const file = write(`pack/${SNAPSHOT_FILE}`, text)
    for (const path of [join(dir, 'pack'), file]) {
      const read = readCompareSource(path, GAME)
      expect(read.path).toBe(file)
      expect(read.lists.builds?.map((build) => build.buildId)).toEqual(
        lists.builds.map((build) => build.buildId),
      )
      expect(read.lists.sites).toHaveLength(lists.sites.length)
      expect(read.lists.avatars).toHaveLength(lists.avatars.length)
      expect(read.meta).toMatchObject({
        game: { id: GAME, name: 'Space Raiders' },
        fetchedAt: times.fetchedAt.getTime(),
        takenAt: times.fetchedAt.getTime(),
        rows: 'all',
      })
    }
    expect(JSON.parse(text)).toMatchObject({ snapshot: 1, exported_at: '2026-11-01T12:00:30.000Z' })
  })

  it.each([
    [
      'a path that does not exist',
      () => join(dir, 'nowhere'),
      /^--compare: .*nowhere does not exist\.$/,
    ],
    [
      'a folder without snapshot.json',
      () => (mkdirSync(join(dir, 'old-review'), { recursive: true }), join(dir, 'old-review')),
      /old-review has no snapshot\.json: choose a review folder made by this version of the script, or a file saved by Export JSON\.$/,
    ],
    [
      'a file that is not JSON',
      () => write('notes.txt', 'release notes'),
      /^--compare: “notes\.txt” is not JSON: /,
    ],
    [
      'a snapshot of another game',
      () =>
        write(
          'other.json',
          packSnapshotText({ id: SAMPLE_GAMES.large, name: 'Load Test' }, lists, times),
        ),
      `--compare: “other.json” is a snapshot of “Load Test” (${SAMPLE_GAMES.large}), not of game ${GAME}.`,
    ],
  ])('refuses %s with one sentence', (_, path, message) => {
    expect(() => readCompareSource(path(), GAME)).toThrow(message)
  })
})

describe('writePackFiles', () => {
  const input = { gameId: GAME, gameName: 'Space Raiders', asof: times.asof, dashboard: undefined }
  const fetched = { lists, failures: [], fetchedAt: times.fetchedAt }

  it('writes snapshot.json, and with an earlier snapshot changes.html and the index’s counts', () => {
    const out = join(dir, 'out')
    mkdirSync(out, { recursive: true })
    const earlierFile = write(
      'earlier.json',
      packSnapshotText(
        { id: GAME, name: 'x' },
        {
          builds: lists.builds.slice(1),
        },
        times,
      ),
    )
    const earlier = readCompareSource(earlierFile, GAME)
    const dashboard = 'https://dashboard.example.com/'
    const { changes, lines } = writePackFiles(out, { ...input, fetched, earlier, dashboard })

    expect(readCompareSource(out, GAME).lists.builds).toHaveLength(lists.builds.length)
    expect(changes?.counts).toEqual({
      builds: '1 added · 0 removed · 0 changed',
      sites: 'not compared',
      avatars: 'not compared',
    })
    expect(changes?.title).toBe('Changes since 2026-11-01 12:00 UTC')
    expect(lines).toContain('  builds   1 added · 0 removed · 0 changed')
    const html = readFileSync(join(out, 'changes.html'), 'utf8')
    expect(html).toContain('<h3>Added: 1</h3>')
    // The added build links to the dashboard --dashboard named.
    const added = new URLSearchParams({ game: GAME, tab: 'builds', item: lists.builds[0]!.buildId })
    expect(html).toContain(`<a href="${dashboard}?${added.toString().replaceAll('&', '&amp;')}">`)
  })

  it('leaves out a list that could not be fetched, and says so', () => {
    const out = join(dir, 'partial')
    mkdirSync(out, { recursive: true })
    const { lines } = writePackFiles(out, {
      ...input,
      fetched: {
        lists: { builds: lists.builds },
        failures: ['CDN sites: HTTP 500'],
        fetchedAt: times.fetchedAt,
      },
      earlier: undefined,
    })
    expect(lines[0]).toBe('Not in snapshot.json: CDN sites: HTTP 500')
    expect(Object.keys(readCompareSource(out, GAME).lists)).toEqual(['builds'])
  })
})
