import { formatSize } from '../src/lib/format-size.ts'
import { boundText } from '../src/lib/bound-text.ts'
import {
  completeText,
  sizeText,
  type ChangedLine,
  type ChangesReport,
  type ItemLine,
  type TabChanges,
} from './review-changes.ts'
import { escapeHtml, REVIEW_STYLE } from './review-index.ts'

/** The pack's page of changes, beside index.html. */
export const CHANGES_FILE = 'changes.html'

/** Rows listed per kind of change and tab: a page of 100,000 rows would not open comfortably. */
export const LISTED_ROWS = 1_000

const count = (n: number) => n.toLocaleString('en-US')
/** Text from the API or a file: escaped, and cut where a name runs to thousands of characters. */
const text = (value: string) => escapeHtml(boundText(value, 200))

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

function itemRows(lines: readonly ItemLine[]): string {
  return lines
    .slice(0, LISTED_ROWS)
    .map(
      (line) =>
        `<tr><td dir="auto">${text(line.name)}</td><td><code>${text(line.id)}</code></td><td>${completeText(line.complete)}</td><td>${escapeHtml(sizeText(line.size))}</td></tr>`,
    )
    .join('\n')
}

function changedRows(lines: readonly ChangedLine[]): string {
  return lines
    .slice(0, LISTED_ROWS)
    .map((line) => {
      const changes = line.changes
        .map(
          ({ field, from, to }) =>
            `<li><b>${field}</b>: <span dir="auto">${text(from)}</span> → <span dir="auto">${text(to)}</span></li>`,
        )
        .join('')
      return `<tr><td dir="auto">${text(line.name)}</td><td><code>${text(line.id)}</code></td><td><ul>${changes}</ul></td></tr>`
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

function tabSection(tab: TabChanges): string {
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
${table('Added', counts.added, head, itemRows(tab.added))}
${table('Removed (last known values)', counts.removed, head, itemRows(tab.removed))}
${table('Changed', counts.changed, ['Name', 'ID', 'Old → new'], changedRows(tab.changed))}
</section>`
}

const STYLE = `${REVIEW_STYLE}
table { border-collapse: collapse; margin: 4px 0 16px; font-size: 0.9rem; }
th, td { text-align: start; vertical-align: top; padding: 4px 12px 4px 0; border-bottom: 1px solid #8884; }
td ul { margin: 0; padding-inline-start: 16px; } h3 { margin: 16px 0 4px; font-size: 1rem; }
.counts { font-size: 0.9rem; font-weight: normal; color: GrayText; }
`

/** changes.html: self-contained, like index.html. */
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
<title>${escapeHtml(`Changes since ${since}: ${game}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Changes since ${escapeHtml(since)}</h1>
<p class="meta"><span dir="auto">${escapeHtml(game)}</span> · game <code>${escapeHtml(report.gameId)}</code> · compared with <code>${text(path)}</code> · lists fetched ${escapeHtml(sinceText(Date.parse(report.fetchedAt)))} · review as of ${escapeHtml(report.asof)} · <a href="index.html">the review</a></p>
${notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('\n')}
<nav>${report.tabs.map((tab) => `<a href="#${tab.tab}">${escapeHtml(tab.label)} (${escapeHtml(countsText(tab))})</a>`).join('')}</nav>
</header>
${report.tabs.map(tabSection).join('\n')}
</body>
</html>
`
}
