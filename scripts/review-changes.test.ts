// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseList } from '../src/api/schemas.ts'
import type { SnapshotMeta } from '../src/model/snapshot-format.ts'
import { realisticGame } from '../src/test/sample.ts'
import { compareLists, type ChangesReport } from './review-changes.ts'
import { buildChangesHtml, countsText, LISTED_ROWS, sinceText } from './review-changes-html.ts'

const sample = realisticGame()
const now = {
  builds: parseList('builds', { builds: sample.builds }),
  sites: parseList('sites', { sites: sample.sites }),
}
const [first, second, third] = now.builds
/** The builds as an earlier review saw them: one not yet there, one since gone, two different. */
const earlierBuilds = [
  { ...second!, complete: !second!.complete, size: 12_345 },
  { ...third!, name: 'old <b>name</b>', tags: [['channel', 'beta']] as const },
  ...now.builds.slice(3),
  { ...first!, buildId: 'gone-1', name: 'deleted build' },
]

const meta: SnapshotMeta = {
  fileName: 'snapshot.json',
  game: { id: 'g', name: 'Space Raiders' },
  exportedAt: Date.UTC(2026, 9, 25, 9, 31),
  fetchedAt: Date.UTC(2026, 9, 25, 9, 30),
  takenAt: Date.UTC(2026, 9, 25, 9, 30),
  rows: 'all',
  filter: undefined,
  notes: [],
}

function report(tabs = compareLists({ builds: earlierBuilds }, now)): ChangesReport {
  return {
    gameId: 'g',
    gameName: 'Space Raiders',
    source: { path: 'review-oct/snapshot.json', meta },
    asof: '2026-11-01T12:00:00.000Z',
    fetchedAt: '2026-11-01T12:00:05.000Z',
    tabs,
  }
}

describe('compareLists', () => {
  it('lists each tab’s added, removed and changed items, with old and new values', () => {
    const [builds, sites, avatars] = compareLists({ builds: earlierBuilds }, now)
    expect(builds!.added.map((line) => line.id)).toEqual([first!.buildId])
    expect(builds!.removed).toEqual([
      { id: 'gone-1', name: 'deleted build', complete: first!.complete, size: first!.size },
    ])
    expect(builds!.changed.map((line) => [line.id, line.changes])).toEqual([
      [
        second!.buildId,
        [
          {
            field: 'complete',
            from: second!.complete ? 'not complete' : 'complete',
            to: second!.complete ? 'complete' : 'not complete',
          },
          {
            field: 'size',
            from: '12.1 KiB (12,345 bytes)',
            to: expect.stringMatching(/ bytes\)$/) as string,
          },
        ],
      ],
      [
        third!.buildId,
        [
          { field: 'name', from: 'old <b>name</b>', to: third!.name },
          { field: 'tags', from: 'channel=beta', to: expect.any(String) as string },
        ],
      ],
    ])
    expect(countsText(builds!)).toBe('1 added · 1 removed · 2 changed')
    // The earlier snapshot had no sites, and avatars were not fetched now.
    expect(sites!.missing).toBe('The earlier snapshot has no list of CDN sites.')
    expect(countsText(sites!)).toBe('not compared')
    expect(avatars!.missing).toBe('The earlier snapshot has no list of custom avatars.')
  })

  it('says when the list could not be fetched now', () => {
    const [, sites] = compareLists({ sites: now.sites }, { builds: now.builds })
    expect(sites!.missing).toBe('The CDN sites could not be fetched now.')
  })

  it('counts without a sign when nothing was added or removed', () => {
    const [builds] = compareLists({ builds: now.builds }, now)
    expect(countsText(builds!)).toBe('0 added · 0 removed · 0 changed')
  })
})

describe('buildChangesHtml', () => {
  it('titles the page with the earlier snapshot’s date and links each tab with its counts', () => {
    const html = buildChangesHtml(report())
    expect(html).toContain('<h1>Changes since 2026-10-25 09:30 UTC</h1>')
    expect(html).toContain('<a href="#builds">Builds (1 added · 1 removed · 2 changed)</a>')
    expect(html).toContain('<a href="#sites">CDN sites (not compared)</a>')
    expect(html).toContain('<h3>Removed (last known values): 1</h3>')
    expect(html).toContain('<dd>27 → 27</dd>')
  })

  it('escapes names from the API and the file, so they show as text', () => {
    const html = buildChangesHtml(report())
    expect(html).toContain('old &lt;b&gt;name&lt;/b&gt;')
    expect(html).not.toContain('old <b>name</b>')
  })

  it('warns that a filtered snapshot’s “removed” may be rows filtered out, and shows its notes', () => {
    const filtered = {
      ...meta,
      rows: 'filtered' as const,
      filter: { query: 'nightly', status: 'all', tags: ['channel:beta'] },
      notes: ['This file does not say which game it is from.'],
    }
    const html = buildChangesHtml({ ...report(), source: { path: 'x.json', meta: filtered } })
    expect(html).toContain(
      'The earlier file holds only the rows that matched a filter (search “nightly”, channel:beta): “removed” includes rows that were only filtered out.',
    )
    expect(html).toContain('This file does not say which game it is from.')
  })

  it(`lists the first ${LISTED_ROWS} rows of a long list of changes and says how many there are`, () => {
    const many = Array.from({ length: LISTED_ROWS + 5 }, (_, i) => ({
      ...first!,
      buildId: `b${i}`,
    }))
    const html = buildChangesHtml(report(compareLists({ builds: [] }, { builds: many })))
    expect(html).toContain(`<h3>Added: 1,005</h3>`)
    expect(html).toContain('The first 1,000 of 1,005 are listed')
    expect(html.match(/<tr><td dir="auto">/g)).toHaveLength(LISTED_ROWS)
  })

  it('names an undated snapshot as such', () => {
    expect(sinceText(undefined)).toBe('an undated snapshot')
  })
})
