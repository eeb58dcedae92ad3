import type { CapturedPage, OverviewCapture, TabCapture, TabId } from './review-capture.ts'

export type TabReview = { tab: TabId; label: string; light: TabCapture; dark: TabCapture }

export type ReviewReport = {
  gameId: string
  /** The game's name as the page's heading shows it; undefined when it shows only the id. */
  gameName: string | undefined
  asof: string
  /** Which API was reviewed, as words: a URL, or the reference API. */
  api: string
  tabs: TabReview[]
  /** With `--compare`: the changes page's title and each tab's counts ("3 added · …"). */
  changes?: { title: string; file: string; counts: Partial<Record<TabId, string>> } | undefined
  /** With `--overview`: the start page, every game at a glance, in each theme. */
  overview?: Partial<Record<'light' | 'dark', OverviewCapture>> | undefined
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Safe in text and in quoted attributes: names come from the API and may hold markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!)

const count = (n: number | undefined) => (n === undefined ? '?' : n.toLocaleString('en-US'))

/** What a page shows: the first page of a list has the chart (opened) above its rows. */
function rowsCaption(page: CapturedPage, total: number): string {
  if (page.lastRow === 0) return 'no rows'
  const rows = `rows ${count(page.firstRow)}–${count(page.lastRow)} of ${count(total)}`
  return page.firstRow === 1 ? `chart and ${rows}` : rows
}

function figure(page: CapturedPage | undefined, theme: string, capture: TabCapture): string {
  if (!page)
    return `<figure class="missing"><figcaption>${theme}: no such page</figcaption></figure>`
  const file = escapeHtml(page.file)
  return `<figure><figcaption>${theme} · ${escapeHtml(rowsCaption(page, capture.rowCount))}</figcaption>
<a href="${file}"><img src="${file}" width="${page.width}" height="${page.height}" loading="lazy" alt="${escapeHtml(`${theme} theme, ${rowsCaption(page, capture.rowCount)}`)}"></a></figure>`
}

function totalsList(capture: TabCapture): string {
  // A list that failed to load has no figures; zeros would read as an empty list.
  if (capture.state === 'failed') return ''
  const totals = capture.totals
  const counted = capture.rowCount
  const items = totals?.items ?? (capture.state === 'list' ? undefined : 0)
  const agrees = items === counted
  const size = totals?.completeSize
    ? `${totals.completeSize}${totals.completeExact ? ` (${totals.completeExact})` : ''}`
    : '–'
  const facts: [string, string][] = [
    ['Items', count(items)],
    ['Rows counted', `${count(counted)} ${agrees ? '✓ matches' : '✗ does not match'}`],
    ['Complete', count(totals?.complete ?? (items === 0 ? 0 : undefined))],
    ['Uploading', count(totals?.uploading ?? (items === 0 ? 0 : undefined))],
    ['Stale', count(totals?.stale ?? (items === 0 ? 0 : undefined))],
    ['Size of complete items', size],
    ['Newest upload', totals?.newest ?? '–'],
  ]
  return `<dl class="totals">${facts
    .map(([name, value]) => `<div><dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('')}</dl>`
}

function notes(review: TabReview): string[] {
  const { light, dark } = review
  const lines: string[] = []
  if (light.failure) {
    const what = light.state === 'failed' ? 'Failed to load' : 'Shown with an error'
    const { title, detail } = light.failure
    lines.push(`${what}: “${title}”${detail ? ` (${detail})` : ''}.`)
  }
  if (light.state === 'empty') lines.push('The list is empty (the tab shows its empty state).')
  for (const [theme, capture] of [
    ['Light', light],
    ['Dark', dark],
  ] as const) {
    for (const problem of capture.problems) lines.push(`${theme}: ${problem}`)
  }
  if (JSON.stringify(light.totals?.facts) !== JSON.stringify(dark.totals?.facts)) {
    lines.push(`The dark capture saw other figures: ${dark.totals?.facts.join(' · ') ?? 'none'}.`)
  }
  return lines
}

/** A tab's change counts beside its name, linking to its part of the changes page. */
function changeCounts(report: ReviewReport, tab: TabId): string {
  const counts = report.changes?.counts[tab]
  if (!report.changes || counts === undefined) return ''
  const href = `${report.changes.file}#${tab}`
  return ` <a class="changes" href="${escapeHtml(href)}">${escapeHtml(counts)}</a>`
}

function tabSection(review: TabReview, report: ReviewReport): string {
  const { light, dark } = review
  const pairs = Array.from({ length: Math.max(light.pages.length, dark.pages.length) }, (_, i) =>
    [
      `<div class="pair">`,
      figure(light.pages[i], 'light', light),
      figure(dark.pages[i], 'dark', dark),
      `</div>`,
    ].join('\n'),
  )
  const noteLines = notes(review)
  const failed = light.state === 'failed' || dark.state === 'failed'
  return `<section id="${escapeHtml(review.tab)}">
<h2>${escapeHtml(review.label)}${failed ? ' <span class="bad">failed</span>' : ''}${changeCounts(report, review.tab)}</h2>
${totalsList(light)}
${noteLines.map((line) => `<p class="note">${escapeHtml(line)}</p>`).join('\n')}
${pairs.join('\n')}
</section>`
}

/** The start page's section: every game at a glance, light beside dark. */
function overviewSection(overview: NonNullable<ReviewReport['overview']>): string {
  const shot = (theme: 'light' | 'dark') => {
    const capture = overview[theme]
    if (!capture)
      return `<figure class="missing"><figcaption>${theme}: not captured</figcaption></figure>`
    const file = escapeHtml(capture.file)
    return `<figure><figcaption>${theme}: ${count(capture.games)} games</figcaption><a href="${file}"><img src="${file}" width="${capture.width}" height="${capture.height}" alt="All games, ${theme}" loading="lazy"></a></figure>`
  }
  const problems = [...(overview.light?.problems ?? []), ...(overview.dark?.problems ?? [])]
  return `<section id="overview">
<h2>All games</h2>
${[...new Set(problems)].map((line) => `<p class="note">${escapeHtml(line)}</p>`).join('\n')}
<div class="pair">
${shot('light')}
${shot('dark')}
</div>
</section>`
}

export const REVIEW_STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0 auto; padding: 24px; max-width: 2640px; }
h1 { margin: 0 0 4px; font-size: 1.5rem; } h2 { margin: 32px 0 8px; font-size: 1.25rem; }
.meta { margin: 0; color: GrayText; } code { font-size: 0.9em; }
nav a { margin-right: 16px; }
.totals { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 8px 0; }
.totals div { display: flex; flex-direction: column; } .totals dt { font-size: 0.8rem; color: GrayText; }
.totals dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.note { margin: 4px 0; padding: 6px 10px; border-left: 4px solid #d97706; background: #d9770622; }
.bad { color: #dc2626; font-size: 0.9rem; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; align-items: start; margin: 12px 0; }
figure { margin: 0; } figcaption { font-size: 0.85rem; margin-bottom: 4px; }
img { display: block; max-width: 100%; height: auto; border: 1px solid #8886; }
.changes { font-size: 0.9rem; font-weight: normal; }
`

/** The review's index.html: no scripts and nothing from outside, so it opens from a file. */
export function buildIndexHtml(report: ReviewReport): string {
  const title = `Release review: ${report.gameName ?? report.gameId} as of ${report.asof}`
  const name = report.gameName ? `<span dir="auto">${escapeHtml(report.gameName)}</span>` : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${REVIEW_STYLE}</style>
</head>
<body>
<header>
<h1>Release review: ${name || `<code>${escapeHtml(report.gameId)}</code>`}</h1>
<p class="meta">Game <code>${escapeHtml(report.gameId)}</code> · as of <time datetime="${escapeHtml(report.asof)}">${escapeHtml(report.asof)}</time> · ${escapeHtml(report.api)}</p>
${report.changes ? `<p><a href="${escapeHtml(report.changes.file)}">${escapeHtml(report.changes.title)}</a></p>` : ''}
<nav>${report.overview ? '<a href="#overview">All games</a>' : ''}${report.tabs.map((tab) => `<a href="#${escapeHtml(tab.tab)}">${escapeHtml(tab.label)}${report.changes?.counts[tab.tab] ? ` (${escapeHtml(report.changes.counts[tab.tab]!)})` : ''}</a>`).join('')}</nav>
</header>
${report.overview ? overviewSection(report.overview) : ''}
${report.tabs.map((tab) => tabSection(tab, report)).join('\n')}
</body>
</html>
`
}
