import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseJsonExact } from '../src/api/json.ts'
import { listKindNames, listKinds, type ListKind } from '../src/model/list-kinds.ts'
import { listPath } from '../src/api/list-paths.ts'
import { DEFAULT_STALE_AFTER_HOURS } from '../src/model/upload-status.ts'
import { parseList } from '../src/api/schemas.ts'
import type { ListItem } from '../src/model/list-items.ts'
import { readSnapshotLists, type SnapshotLists } from '../src/api/snapshot/read-snapshot-lists.ts'
import { SNAPSHOT_MAX_BYTES } from '../src/model/snapshot-format.ts'
import { exportTable } from '../src/features/export/export-table.ts'
import { toSnapshotJson } from '../src/features/export/json.ts'
import { exportFieldsOf } from '../src/features/export/export-fields.ts'
import { staleAfterMs } from '../src/model/upload-status.ts'
import { fetchText } from './review-request.ts'

/** The pack's snapshot of the game's lists, beside index.html; what a later `--compare` reads. */
export const SNAPSHOT_FILE = 'snapshot.json'

export type PackLists = { [K in ListKind]?: ListItem<K>[] }

/**
 * The game's lists as the reviewed API answers them now; a list that failed is left out.
 * `maxBytes`: where reading one list stops (by default the dashboard's limit, see fetchText).
 */
export async function fetchLists(
  base: string,
  game: string,
  token: string | undefined,
  { maxBytes }: { maxBytes?: number | undefined } = {},
): Promise<{ lists: PackLists; failures: string[]; fetchedAt: Date }> {
  const fetchedAt = new Date()
  const lists: PackLists = {}
  const failures: string[] = []
  for (const kind of listKindNames) {
    try {
      const text = await fetchText(`${base}${listPath(kind, game)}`, {
        headers: { accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        maxBytes,
      })
      const items = parseList(kind, parseJsonExact(text))
      ;(lists as Record<ListKind, unknown>)[kind] = items
    } catch (error) {
      failures.push(`${listKinds[kind].plural}: ${(error as Error).message}`)
    }
  }
  return { lists, failures, fetchedAt }
}

/** snapshot.json: the lists in the format Export JSON writes, each under its API key. */
export function packSnapshotText(
  game: { id: string; name: string },
  lists: PackLists,
  { asof, fetchedAt, exportedAt }: { asof: string; fetchedAt: Date; exportedAt: Date },
): string {
  const clock = { now: Date.parse(asof), staleAfter: staleAfterMs(DEFAULT_STALE_AFTER_HOURS) }
  const tables = listKindNames.flatMap((kind) => {
    const items = lists[kind] as ListItem<ListKind>[] | undefined
    if (!items) return []
    const fields = exportFieldsOf(kind) as Parameters<typeof exportTable<ListItem<ListKind>>>[2]
    const order = Array.from(items, (_, i) => i)
    return [[listKinds[kind].responseKey, exportTable(items, order, fields, clock)] as const]
  })
  return toSnapshotJson({ game, exportedAt, fetchedAt }, tables)
}

export type CompareSource = SnapshotLists & { path: string }

/**
 * What `--compare` names, read before any capture: an earlier review folder (its snapshot.json)
 * or a snapshot file (an Export JSON file or a pack's snapshot.json). Throws one sentence saying
 * what is wrong.
 */
export function readCompareSource(path: string, gameId: string): CompareSource {
  if (!existsSync(path)) throw new Error(`--compare: ${path} does not exist.`)
  let file = path
  if (statSync(path).isDirectory()) {
    file = join(path, SNAPSHOT_FILE)
    if (!existsSync(file)) {
      throw new Error(
        `--compare: ${path} has no ${SNAPSHOT_FILE}: choose a review folder made by this version of the script, or a file saved by Export JSON.`,
      )
    }
  }
  const stat = statSync(file)
  if (stat.size > SNAPSHOT_MAX_BYTES) {
    const mib = (bytes: number) => `${Math.ceil(bytes / 2 ** 20)} MiB`
    throw new Error(
      `--compare: ${file} is ${mib(stat.size)}; snapshots are read up to ${mib(SNAPSHOT_MAX_BYTES)}.`,
    )
  }
  try {
    const text = readFileSync(file, 'utf8')
    const read = readSnapshotLists(
      text,
      basename(file),
      { gameId, gameName: '' },
      {
        lastModified: stat.mtimeMs,
      },
    )
    return { ...read, path: file }
  } catch (error) {
    throw new Error(`--compare: ${(error as Error).message}`, { cause: error })
  }
}
