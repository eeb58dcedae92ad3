import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ListKind } from '../src/model/list-kinds.ts'
import { compareLists } from './review-changes.ts'
import { buildChangesHtml, CHANGES_FILE, countsText, sinceText } from './review-changes-html.ts'
import type { ReviewReport } from './review-index.ts'
import {
  packSnapshotText,
  SNAPSHOT_FILE,
  type CompareSource,
  type PackLists,
} from './review-snapshot.ts'

export type PackInput = Pick<ReviewReport, 'gameId' | 'gameName' | 'asof'> & {
  fetched: { lists: PackLists; failures: string[]; fetchedAt: Date } | undefined
  earlier: CompareSource | undefined
  /** `--dashboard`: where changes.html links each added and changed item to. */
  dashboard: string | undefined
}

/**
 * Writes snapshot.json (the lists just fetched) and, with an earlier snapshot, changes.html.
 * Returns what index.html shows of the changes and the lines to print.
 */
export function writePackFiles(out: string, input: PackInput) {
  const { gameId, gameName, asof, fetched, earlier, dashboard } = input
  const lines: string[] = []
  if (!fetched) return { changes: undefined, lines }
  for (const failure of fetched.failures) lines.push(`Not in ${SNAPSHOT_FILE}: ${failure}`)
  if (Object.keys(fetched.lists).length > 0) {
    const game = { id: gameId, name: gameName ?? gameId }
    const times = { asof, fetchedAt: fetched.fetchedAt, exportedAt: new Date() }
    writeFileSync(join(out, SNAPSHOT_FILE), packSnapshotText(game, fetched.lists, times))
    lines.push(`Wrote ${join(out, SNAPSHOT_FILE)}`)
  }
  if (!earlier) return { changes: undefined, lines }

  const tabs = compareLists(earlier.lists, fetched.lists)
  const report = {
    gameId,
    dashboard,
    gameName,
    source: { path: earlier.path, meta: earlier.meta },
    asof,
    fetchedAt: fetched.fetchedAt.toISOString(),
    tabs,
  }
  writeFileSync(join(out, CHANGES_FILE), buildChangesHtml(report))
  const title = `Changes since ${sinceText(earlier.meta.takenAt)}`
  lines.push(`${title} (${earlier.path}):`)
  for (const tab of tabs) lines.push(`  ${tab.tab.padEnd(8)} ${countsText(tab)}`)
  lines.push(`Wrote ${join(out, CHANGES_FILE)}`)
  const counts = Object.fromEntries(tabs.map((tab) => [tab.tab, countsText(tab)])) as Record<
    ListKind,
    string
  >
  return { changes: { title, file: CHANGES_FILE, counts }, lines }
}
