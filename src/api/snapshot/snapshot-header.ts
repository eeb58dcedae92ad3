import { describeValue } from '@/api/parse'
import { readRfc3339 } from '@/lib/rfc-3339'
import { echoText } from '@/lib/bound-text'
import {
  SNAPSHOT_VERSION,
  SnapshotError,
  type SnapshotFilter,
  type SnapshotGame,
  type SnapshotMeta,
} from '@/model/snapshot-format'

/**
 * What a file holds besides its rows. `legacy` names the older files read without a header: a
 * bare array (Export JSON before snapshots) or an API answer saved to a file (`{"builds": […]}`).
 */
export type SnapshotHeader =
  | { legacy: 'export'; lists: { rows: unknown[] } }
  | { legacy: 'api-answer'; lists: Record<string, unknown> }
  | {
      legacy: undefined
      lists: Record<string, unknown>
      /** As written: compared exactly, and bounded where it is shown. */
      game: SnapshotGame
      exportedAt: number
      fetchedAt: number | undefined
      filter: SnapshotFilter | undefined
    }

const isText = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads a snapshot's header; a field of the wrong shape refuses the file, naming the field. */
export function readHeader(body: Record<string, unknown>, file: string): SnapshotHeader {
  const refuse = (field: string, expected: string, value: unknown): never => {
    throw new SnapshotError(
      'not-snapshot',
      `${file} is not a snapshot this dashboard can read: its "${field}" should be ${expected} but is ${describeValue(value)}.`,
    )
  }
  const { snapshot: version, game, exported_at, fetched_at, filter } = body
  if (typeof version === 'number' && Number.isInteger(version) && version > SNAPSHOT_VERSION) {
    throw new SnapshotError(
      'newer-version',
      `${file} is a snapshot of version ${version}, made by a newer version of this dashboard (this one reads version ${SNAPSHOT_VERSION}). Update the dashboard, or export the list again here.`,
    )
  }
  if (version !== SNAPSHOT_VERSION) refuse('snapshot', String(SNAPSHOT_VERSION), version)
  if (!isRecord(game) || !isText(game.id) || !isText(game.name)) {
    refuse('game', 'an object with a text "id" and "name"', game)
  }
  const { id, name } = game as { id: string; name: string }
  return {
    legacy: undefined,
    lists: body,
    game: { id, name },
    exportedAt: timeOf(exported_at, 'exported_at', refuse),
    fetchedAt: fetched_at == null ? undefined : timeOf(fetched_at, 'fetched_at', refuse),
    filter: filter == null ? undefined : filterOf(filter, refuse),
  }
}

type Refuse = (field: string, expected: string, value: unknown) => never

function timeOf(value: unknown, field: string, refuse: Refuse): number {
  const time = isText(value) ? readRfc3339(value) : undefined
  return time ?? refuse(field, 'an RFC 3339 time', value)
}

function filterOf(filter: unknown, refuse: Refuse): SnapshotFilter {
  const tags = isRecord(filter) ? (filter.tags ?? []) : undefined
  if (
    !isRecord(filter) ||
    !isText(filter.query ?? '') ||
    !isText(filter.status ?? 'all') ||
    !Array.isArray(tags) ||
    !tags.every(isText)
  ) {
    return refuse(
      'filter',
      'an object with a text "query" and "status" and a list of "tags"',
      filter,
    )
  }
  return {
    query: echoText((filter.query as string | undefined) ?? ''),
    status: echoText((filter.status as string | undefined) ?? 'all'),
    tags: tags.map((tag) => echoText(tag)),
  }
}

/** How many characters of a file name or game name a message or the meta shows. */
export const NAME_LIMIT = 80

/** What the UI shows of a snapshot it compares with; `gameName`: the game open now. */
export function metaOf(
  header: SnapshotHeader,
  fileName: string,
  gameName: string,
  lastModified: number | undefined,
): SnapshotMeta {
  const name = echoText(fileName, NAME_LIMIT)
  if (header.legacy !== undefined) {
    const what =
      header.legacy === 'export' ? 'an export made before exports said' : 'a file that does not say'
    return {
      fileName: name,
      game: undefined,
      exportedAt: undefined,
      fetchedAt: undefined,
      takenAt: lastModified,
      rows: 'unknown',
      filter: undefined,
      notes: [
        `This file does not say which game it is from (${what}): make sure it is a list of ${gameName ? `“${echoText(gameName, NAME_LIMIT)}”` : 'this game'}. It may also hold only the rows a filter matched.`,
      ],
    }
  }
  return {
    fileName: name,
    game: { id: echoText(header.game.id), name: echoText(header.game.name) },
    exportedAt: header.exportedAt,
    fetchedAt: header.fetchedAt,
    takenAt: header.fetchedAt ?? header.exportedAt,
    rows: header.filter ? 'filtered' : 'all',
    filter: header.filter,
    notes: [],
  }
}
