// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { TabCapture } from './review-capture.ts'
import { buildIndexHtml, escapeHtml, type ReviewReport, type TabReview } from './review-index.ts'
import { parseSummary } from './review-totals.ts'

function capture(theme: string, overrides: Partial<TabCapture> = {}): TabCapture {
  return {
    state: 'list',
    heading: 'Space Raiders',
    failure: undefined,
    totals: parseSummary(
      ['250 builds', '240 complete', '4 uploading', '6 stale', '1.2 GiB complete in all'].map(
        (text) => ({ text, title: null }),
      ),
    ),
    rowCount: 250,
    pages: [
      { file: `builds-${theme}-001.png`, firstRow: 1, lastRow: 200, width: 1280, height: 8629 },
      { file: `builds-${theme}-002.png`, firstRow: 201, lastRow: 250, width: 1184, height: 2086 },
    ],
    problems: [],
    ...overrides,
  }
}

const builds: TabReview = {
  tab: 'builds',
  label: 'Builds',
  light: capture('light'),
  dark: capture('dark'),
}

function report(overrides: Partial<ReviewReport> = {}): ReviewReport {
  return {
    gameId: 'b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c',
    gameName: 'Space Raiders',
    asof: '2026-11-01T12:00:00.000Z',
    api: 'built-in reference API (sample data)',
    tabs: [builds],
    ...overrides,
  }
}

describe('escapeHtml', () => {
  it('escapes what could open a tag, an entity or leave an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&amp;`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;amp;',
    )
  })

  it('leaves every script alone', () => {
    const names = 'ビルド 東京 · 빌드 · بناء · בנייה · 🚀✨'
    expect(escapeHtml(names)).toBe(names)
  })
})

describe('buildIndexHtml', () => {
  it('titles the page with the game and the instant', () => {
    const html = buildIndexHtml(report())
    expect(html).toContain(
      '<title>Release review: Space Raiders as of 2026-11-01T12:00:00.000Z</title>',
    )
    expect(html).toContain('<code>b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c</code>')
  })

  it('pairs page N light with page N dark, with the rows each shows', () => {
    const html = buildIndexHtml(report())
    const pairs = html.split('<div class="pair">').slice(1)
    expect(pairs).toHaveLength(2)
    expect(pairs[0]).toMatch(/builds-light-001\.png[\s\S]*builds-dark-001\.png/)
    expect(pairs[1]).toMatch(/builds-light-002\.png[\s\S]*builds-dark-002\.png/)
    expect(pairs[0]).toContain('light · chart and rows 1–200 of 250')
    expect(pairs[1]).toContain('rows 201–250 of 250')
    expect(pairs[1]).not.toContain('chart')
    expect(pairs[0]).toContain('width="1280" height="8629"')
  })

  it('shows the totals and whether the rows counted agree with them', () => {
    const html = buildIndexHtml(report())
    for (const fact of ['Items</dt><dd>250', 'Complete</dt><dd>240', 'Stale</dt><dd>6']) {
      expect(html).toContain(fact)
    }
    expect(html).toContain('250 ✓ matches')
    const off = { ...builds, light: capture('light', { rowCount: 249 }) }
    expect(buildIndexHtml(report({ tabs: [off] }))).toContain('249 ✗ does not match')
  })

  it('escapes every string from the API and the page', () => {
    const evil = '<script>alert(1)</script>'
    const failed = capture('light', {
      state: 'failed',
      failure: { title: evil, detail: `Ray ID: "${evil}"` },
      rowCount: 0,
      totals: undefined,
      problems: [evil],
    })
    const html = buildIndexHtml(
      report({ gameName: evil, api: `API ${evil}`, tabs: [{ ...builds, light: failed }] }),
    )
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('says a tab failed, with the app’s message, and shows no figures for it', () => {
    const failed = capture('light', {
      state: 'failed',
      failure: { title: 'This game does not exist', detail: 'HTTP: 404' },
      rowCount: 0,
      totals: undefined,
      pages: [{ file: 'builds-light-001.png', firstRow: 0, lastRow: 0, width: 1280, height: 490 }],
    })
    const html = buildIndexHtml(report({ tabs: [{ ...builds, light: failed }] }))
    expect(html).toContain('<span class="bad">failed</span>')
    expect(html).toContain('Failed to load: “This game does not exist” (HTTP: 404).')
    expect(html).not.toContain('<dl class="totals">')
    expect(html).toContain('light · no rows')
  })

  it('uses the id when the game has no name, and needs nothing from outside', () => {
    const html = buildIndexHtml(report({ gameName: undefined }))
    expect(html).toContain('<h1>Release review: <code>b6f5c2a4')
    expect(html).not.toMatch(/<script|<link|https?:\/\/|src="\//)
  })

  it('with --compare, links the changes page and shows each tab’s counts beside it', () => {
    const changes = {
      title: 'Changes since 2026-10-25 09:30 UTC',
      file: 'changes.html',
      counts: { builds: '3 added · 1 removed · 5 changed' },
    }
    const html = buildIndexHtml(report({ changes }))
    expect(html).toContain('<a href="changes.html">Changes since 2026-10-25 09:30 UTC</a>')
    expect(html).toContain('<a href="#builds">Builds (3 added · 1 removed · 5 changed)</a>')
    expect(html).toContain(
      '<h2>Builds <a class="changes" href="changes.html#builds">3 added · 1 removed · 5 changed</a></h2>',
    )
    expect(buildIndexHtml(report())).not.toContain('changes.html')
  })

  it('with --overview, shows every game at a glance first, light beside dark, and what was amiss', () => {
    const shot = (theme: 'light' | 'dark', problems: string[] = []) => ({
      file: `overview-${theme}.png`,
      width: 1280,
      height: 1900,
      games: 30,
      problems,
    })
    const html = buildIndexHtml(
      report({
        overview: {
          light: shot('light'),
          dark: shot('dark', ['Some games were still arriving <when> captured.']),
        },
      }),
    )
    expect(html).toContain('<a href="#overview">All games</a>')
    expect(html.indexOf('id="overview"')).toBeLessThan(html.indexOf('id="builds"'))
    expect(html).toContain('src="overview-light.png"')
    expect(html).toContain('dark: 30 games')
    expect(html).toContain('Some games were still arriving &lt;when&gt; captured.')
    expect(buildIndexHtml(report())).not.toContain('overview')
  })
})
