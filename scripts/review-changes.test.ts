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
const avatars = parseList('avatars', { custom_avatars: sample.avatars })
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

function report(
  tabs = compareLists({ builds: earlierBuilds }, now),
  dashboard?: string,
): ChangesReport {
  return {
    gameId: 'g',
    dashboard,
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

/** Each item's link (a name cell's `<a href="…">`), its `&amp;` read back: the URLs a click opens. */
const hrefs = (html: string) =>
  [...html.matchAll(/<td dir="auto"><a href="([^"]*)">/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  )

describe('changes.html links to the dashboard', () => {
  const dashboard = 'https://ops.example.com/tools/dashboard/?theme=dark'

  it('links each added and changed item’s name to the dashboard at that item, not removed ones', () => {
    const html = buildChangesHtml(report(undefined, dashboard))
    const opened = hrefs(html).map((href) => new URL(href))
    // The added build, then the two changed ones: the id the dashboard matches items by.
    expect(opened.map((url) => url.searchParams.get('item'))).toEqual([
      first!.buildId,
      second!.buildId,
      third!.buildId,
    ])
    for (const url of opened) {
      expect(url.origin + url.pathname).toBe('https://ops.example.com/tools/dashboard/')
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        theme: 'dark',
        game: 'g',
        tab: 'builds',
      })
    }
    expect(html).toContain(
      `<td dir="auto"><a href="https://ops.example.com/tools/dashboard/?theme=dark&amp;game=g&amp;tab=builds&amp;item=${first!.buildId}">${first!.name}</a></td>`,
    )
    // Gone: the removed build's name is plain text.
    expect(html).toContain('<tr><td dir="auto">deleted build</td><td><code>gone-1</code>')
    expect(html).toContain(
      '<p class="meta">Each added and changed item’s name opens it in the dashboard at <a href="https://ops.example.com/tools/dashboard/?theme=dark">https://ops.example.com/tools/dashboard/?theme=dark</a>.</p>',
    )
    expect(html).not.toContain('Names are not linked')
  })

  it('opens an avatar by its upload id and a site by its site id, in their tabs', () => {
    const tabs = compareLists(
      { builds: [], sites: [], avatars: [] },
      { builds: [], sites: now.sites.slice(0, 1), avatars: avatars.slice(0, 1) },
    )
    const opened = hrefs(buildChangesHtml(report(tabs, 'https://dash.example.com')))
    expect(opened).toEqual([
      `https://dash.example.com/?game=g&tab=sites&item=${now.sites[0]!.siteId}`,
      `https://dash.example.com/?game=g&tab=avatars&item=${avatars[0]!.uploadId}`,
    ])
  })

  it('encodes odd ids and game ids in the link and escapes them in the page', () => {
    const odd = { ...first!, buildId: 'a"b<c&item=x d', name: '   ' }
    const tabs = compareLists({ builds: [] }, { builds: [odd] })
    const html = buildChangesHtml({
      ...report(tabs, 'https://dash.example.com/a&b/'),
      gameId: 'g&1',
    })
    const [href] = hrefs(html)
    const url = new URL(href!)
    expect(url.pathname).toBe('/a&b/')
    expect(url.searchParams.getAll('item')).toEqual(['a"b<c&item=x d'])
    expect(url.searchParams.get('game')).toBe('g&1')
    expect(html).toContain(
      '<a href="https://dash.example.com/a&amp;b/?game=g%261&amp;tab=builds&amp;item=a%22b%3Cc%26item%3Dx+d">(no name)</a>',
    )
    // The id still shows as text, escaped.
    expect(html).toContain('<code>a&quot;b&lt;c&amp;item=x d</code>')
  })

  it('marks control and bidi characters in names and ids as the dashboard does', () => {
    const odd = { ...first!, buildId: 'id\u202eevil', name: 'build\u202e1 \u0007' }
    const tabs = compareLists({ builds: [] }, { builds: [odd] })
    const html = buildChangesHtml({
      ...report(tabs, 'https://dash.example.com'),
      gameName: 'Space\u202eRaiders',
    })
    expect(html).not.toContain('\u202e')
    expect(html).not.toContain('\u0007')
    expect(html).toContain('build⟨U+202E⟩1 ⟨U+0007⟩')
    expect(html).toContain('<code>id⟨U+202E⟩evil</code>')
    expect(html).toContain('Space⟨U+202E⟩Raiders')
  })

  it('links no id the dashboard would refuse: control characters, or longer than an id', () => {
    const refused = [
      { ...first!, buildId: 'id\u202eevil' },
      { ...second!, buildId: 'x'.repeat(129) },
      { ...third!, buildId: ' padded ' },
    ]
    const tabs = compareLists({ builds: [] }, { builds: refused })
    expect(hrefs(buildChangesHtml(report(tabs, 'https://dash.example.com')))).toEqual([])
  })

  it('without --dashboard, links no item and says once at the top how to get links', () => {
    const html = buildChangesHtml(report())
    expect(hrefs(html)).toEqual([])
    expect(html).not.toContain('<a href="http')
    expect(
      html.match(
        /<p class="note">Names are not linked to the dashboard: run the review with <code>--dashboard &lt;url&gt;<\/code> \(where operators open the dashboard, e.g. <code>https:\/\/dashboard.example.com<\/code>\) to link each added and changed item to it.<\/p>/g,
      ),
    ).toHaveLength(1)
    expect(html.indexOf('Names are not linked')).toBeLessThan(html.indexOf('<nav>'))
  })

  it('says nothing of links when nothing was added or changed', () => {
    const html = buildChangesHtml(report(compareLists({ builds: now.builds }, now)))
    expect(html).not.toContain('dashboard')
  })
})
