import { formatSize } from '../src/lib/format-size.ts'
import { echoText, NO_NAME } from '../src/lib/bound-text.ts'
import { isBlank } from '../src/lib/is-blank.ts'
import { readItemId } from '../src/model/item-id.ts'
import {
  completeText,
  sizeText,
  type ChangedLine,
  type ChangesReport,
  type ItemLine,
  type TabChanges,
} from './review-changes.ts'
import { escapeHtml, REVIEW_STYLE } from './review-index.ts'
import { dashboardItemUrl } from './review-dashboard-link.ts'

/** The pack's page of changes, beside index.html. */
export const CHANGES_FILE = 'changes.html'

/** Rows listed per kind of change and tab: a page of 100,000 rows would not open comfortably. */
export const LISTED_ROWS = 1_000

const count = (n: number) => n.toLocaleString('en-US')
/**
 * Text from the API or a file, as the dashboard shows it: control and bidi formatting characters
 * as ⟨U+…⟩ (a right-to-left override would reorder the rest of the row), cut where a name runs to
 * thousands of characters, and escaped.
 */
const text = (value: string) => escapeHtml(echoText(value))

/** `2026-11-01 11:58 UTC`: the date a snapshot describes, or what is known of it. */
export function sinceText(time: number | undefined): string {
  if (time === undefined) return 'an undated snapshot'
  return `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/**
 * "3 added · 1 removed · 5 changed", or why a tab was not compared: the index shows it too. No
 * signs: "−1 removed" read as a removal undone.
 */
export function countsText(tab: TabChanges): string {
  if (!tab.counts) return 'not compared'
  const { added, removed, changed } = tab.counts
  return `${count(added)} added · ${count(removed)} removed · ${count(changed)} changed`
}

/** Where an item's name links to: the dashboard at that item, or nowhere. */
type LinkOf = (line: ItemLine) => string | undefined
const noLink: LinkOf = () => undefined

/** The item's name, as the link to it when there is one: the link is named by the item. */
function nameCell(line: ItemLine, href: string | undefined): string {
  if (href === undefined) return `<td dir="auto">${text(line.name)}</td>`
  const name = isBlank(line.name) ? NO_NAME : text(line.name)
  return `<td dir="auto"><a href="${escapeHtml(href)}">${name}</a></td>`
}

function itemRows(lines: readonly ItemLine[], linkOf: LinkOf): string {
  return lines
    .slice(0, LISTED_ROWS)
    .map(
      (line) =>
        `<tr>${nameCell(line, linkOf(line))}<td><code>${text(line.id)}</code></td><td>${completeText(line.complete)}</td><td>${escapeHtml(sizeText(line.size))}</td></tr>`,
    )
    .join('\n')
}

function changedRows(lines: readonly ChangedLine[], linkOf: LinkOf): string {
  return lines
    .slice(0, LISTED_ROWS)
    .map((line) => {
      const changes = line.changes
        .map(
          ({ field, from, to }) =>
            `<li><b>${field}</b>: <span dir="auto">${text(from)}</span> → <span dir="auto">${text(to)}</span></li>`,
        )
        .join('')
      return `<tr>${nameCell(line, linkOf(line))}<td><code>${text(line.id)}</code></td><td><ul>${changes}</ul></td></tr>`
    })
    .join('\n')
}

function table(caption: string, total: number, head: string[], rows: string): string {
  if (total === 0) return `<h3>${escapeHtml(caption)}: none</h3>`
  const more =
    total > LISTED_ROWS
      ? `<p class="note">The first ${count(LISTED_ROWS)} of ${count(total)} are listed; the snapshot.json files of both reviews hold them all.</p>`
      : ''
  return `<h3>${escapeHtml(caption)}: ${count(total)}</h3>${more}
<table><thead><tr>${head.map((name) => `<th>${name}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody></table>`
}

function tabSection(tab: TabChanges, linkOf: LinkOf): string {
  const heading = `<h2>${escapeHtml(tab.label)} <span class="counts">${escapeHtml(countsText(tab))}</span></h2>`
  if (!tab.counts) {
    return `<section id="${tab.tab}">${heading}<p class="note">${escapeHtml(tab.missing ?? '')}</p></section>`
  }
  const { counts } = tab
  const fields = Object.entries(counts.fields)
    .filter(([, n]) => n > 0)
    .map(([field, n]) => `${field} ${count(n)}`)
  const facts: [string, string][] = [
    ['Items', `${count(tab.before)} → ${count(tab.after)}`],
    ['Added', `${count(counts.added)} (${formatSize(counts.addedBytes)})`],
    ['Removed', `${count(counts.removed)} (${formatSize(counts.removedBytes)})`],
    ['Changed', `${count(counts.changed)}${fields.length ? ` (${fields.join(', ')})` : ''}`],
    ['Unchanged', count(counts.unchanged)],
  ]
  const head = ['Name', 'ID', 'Status', 'Size']
  return `<section id="${tab.tab}">
${heading}
<dl class="totals">${facts.map(([name, value]) => `<div><dt>${name}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>
${table('Added', counts.added, head, itemRows(tab.added, linkOf))}
${table('Removed (last known values)', counts.removed, head, itemRows(tab.removed, noLink))}
${table('Changed', counts.changed, ['Name', 'ID', 'Old → new'], changedRows(tab.changed, linkOf))}
</section>`
}

const STYLE = `${REVIEW_STYLE}
table { border-collapse: collapse; margin: 4px 0 16px; font-size: 0.9rem; }
th, td { text-align: start; vertical-align: top; padding: 4px 12px 4px 0; border-bottom: 1px solid #8884; }
.note code { white-space: nowrap; }
@media (max-width: 480px) { th, td { padding-inline-end: 8px; } }
td ul { margin: 0; padding-inline-start: 16px; } h3 { margin: 16px 0 4px; font-size: 1rem; }
.counts { font-size: 0.9rem; font-weight: normal; color: GrayText; }
`

/** The dashboard at one of the report's items in `tab`; removed items are gone and link nowhere. */
function linksOf(report: ChangesReport, tab: TabChanges): LinkOf {
  const { dashboard, gameId } = report
  if (dashboard === undefined) return noLink
  // Only an id the dashboard would open: it refuses one with control characters or too long.
  return (line) =>
    readItemId(line.id, String).id === line.id
      ? dashboardItemUrl(dashboard, gameId, tab.tab, line.id)
      : undefined
}

/**
 * The page's one line about its links, when it has items to link: where names lead, or how to
 * make them lead somewhere.
 */
function linksNote(report: ChangesReport): string {
  if (!report.tabs.some((tab) => tab.added.length > 0 || tab.changed.length > 0)) return ''
  const { dashboard } = report
  if (dashboard === undefined) {
    return '<p class="note">Names are not linked to the dashboard: run the review with <code>--dashboard &lt;url&gt;</code> (where operators open the dashboard, e.g. <code>https://dashboard.example.com</code>) to link each added and changed item to it.</p>'
  }
  return `<p class="meta">Each added and changed item’s name opens it in the dashboard at <a href="${escapeHtml(dashboard)}">${text(dashboard)}</a>.</p>`
}

/** changes.html: self-contained, like index.html; its items link out only with `--dashboard`. */
export function buildChangesHtml(report: ChangesReport): string {
  const { meta, path } = report.source
  const since = sinceText(meta.takenAt)
  const game = report.gameName ?? report.gameId
  const notes = [...meta.notes]
  if (meta.rows === 'filtered' && meta.filter) {
    const { query, status, tags } = meta.filter
    const filter = [query && `search “${query}”`, status !== 'all' && `status ${status}`, ...tags]
    notes.push(
      `The earlier file holds only the rows that matched a filter (${filter.filter(Boolean).join(', ')}): “removed” includes rows that were only filtered out.`,
    )
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Changes since ${since}: ${echoText(game)}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Changes since ${escapeHtml(since)}</h1>
<p class="meta"><span dir="auto">${text(game)}</span> · game <code>${text(report.gameId)}</code> · compared with <code>${text(path)}</code> · lists fetched ${escapeHtml(sinceText(Date.parse(report.fetchedAt)))} · review as of ${escapeHtml(report.asof)} · <a href="index.html">the review</a></p>
${notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('\n')}
${linksNote(report)}
<nav>${report.tabs.map((tab) => `<a href="#${tab.tab}">${escapeHtml(tab.label)} (${escapeHtml(countsText(tab))})</a>`).join('')}</nav>
</header>
${report.tabs.map((tab) => tabSection(tab, linksOf(report, tab))).join('\n')}
</body>
</html>
`
}
