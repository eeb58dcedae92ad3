import { parseJsonExact } from '@/api/json'
import { listKindNames, listKinds, type ListKind } from '@/model/list-kinds'
import { DEFAULT_MAX_ITEM_BYTES, InvalidResponseError } from '@/api/errors'
import { describeValue } from '@/api/parse'
import { idsOf, itemReader, readListItems } from '@/api/schemas'
import type { ListItem } from '@/model/list-items'
import { echoText } from '@/lib/bound-text'
import { formatSize } from '@/lib/format-size'
import { describeJsonError } from '@/api/json-place'
import { duplicateIdProblem } from './duplicate-ids'
import { metaOf, NAME_LIMIT, readHeader, type SnapshotHeader } from './snapshot-header'
import {
  SNAPSHOT_MAX_BYTES,
  SnapshotError,
  type SnapshotGame,
  type SnapshotMeta,
} from '@/model/snapshot-format'

/*
 * Usage: `readSnapshot(text, file.name, { gameId, gameName, kind }, { lastModified })` returns
 * `{ meta, items }` (items parsed as the API's are; meta per snapshot-format.ts), or throws a
 * SnapshotError naming the file and the problem. The app calls `readSnapshotFile`
 * (read-snapshot-file.ts) instead.
 */

export type SnapshotExpectation<K extends ListKind> = {
  gameId: string
  gameName: string
  kind: K
}

export type Snapshot<K extends ListKind> = { meta: SnapshotMeta; items: ListItem<K>[] }

/** The file as messages name it: quoted, bounded, controls made visible. */
export const fileLabel = (fileName: string) => `“${echoText(fileName, NAME_LIMIT)}”`

/** `“Space Raiders” (b6f5…)`, or the id alone where the name is not known (the review script). */
const gameLabel = (game: SnapshotGame) =>
  game.name
    ? `“${echoText(game.name, NAME_LIMIT)}” (${echoText(game.id, 40)})`
    : `game ${echoText(game.id, 40)}`

const NOT_SNAPSHOT =
  'is not a snapshot of this dashboard: choose a file saved by Export JSON or a review pack’s snapshot.json'

/** Refuses text longer than a file may be (each character is at least one byte of the file). */
export function checkSnapshotSize(fileName: string, bytes: number) {
  if (bytes <= SNAPSHOT_MAX_BYTES) return
  const mib = (size: number) => `${Math.ceil(size / 2 ** 20).toLocaleString('en-US')} MiB`
  throw new SnapshotError(
    'too-large',
    `${fileLabel(fileName)} is ${mib(bytes)}: the dashboard compares with files up to ${mib(SNAPSHOT_MAX_BYTES)}. Export the list (or a filtered part of it) again, or compare in a review pack.`,
  )
}

function parseText(text: string, file: string): unknown {
  if (text.trim() === '') throw new SnapshotError('empty', `${file} is empty.`)
  try {
    return parseJsonExact(text)
  } catch (error) {
    // The engine's words (which may quote the text), bounded and controls shown, and where.
    throw new SnapshotError(
      'not-json',
      `${file} is not JSON: ${echoText(describeJsonError(text, error), 200)}.`,
    )
  }
}

/**
 * Refuses a list with an item longer than `maxItemBytes` (the list reader's limit, as JSON
 * writes the item), as a list from the API is refused; a file that short cannot hold one.
 */
function checkItemSizes(
  body: unknown,
  kind: ListKind,
  textLength: number,
  maxItemBytes: number,
  file: string,
) {
  if (textLength <= maxItemBytes) return
  const { responseKey } = listKinds[kind]
  const rows: unknown = Array.isArray(body)
    ? body
    : (body as Record<string, unknown> | null)?.[responseKey]
  if (!Array.isArray(rows)) return
  const index = rows.findIndex((row) => (JSON.stringify(row) ?? '').length > maxItemBytes)
  if (index === -1) return
  throw new SnapshotError(
    'too-large',
    `${file} holds an item larger than the dashboard reads: item ${index} of "${responseKey}" passed ${formatSize(maxItemBytes)}, so it stopped reading the file. If the list's items really are that large, raise maxItemMegabytes in config.json.`,
  )
}

/** The header of a snapshot, or what an older file (an array, or an API answer) stands for. */
function headerOf(body: unknown, file: string): SnapshotHeader {
  if (Array.isArray(body)) return { legacy: 'export', lists: { rows: body } }
  if (typeof body !== 'object' || body === null) {
    throw new SnapshotError(
      'not-snapshot',
      `${file} ${NOT_SNAPSHOT} (it holds ${describeValue(body)}).`,
    )
  }
  if (!Object.hasOwn(body, 'snapshot')) {
    const hasList = listKindNames.some((kind) =>
      Array.isArray((body as Record<string, unknown>)[listKinds[kind].responseKey]),
    )
    if (hasList) return { legacy: 'api-answer', lists: body as Record<string, unknown> }
    throw new SnapshotError('not-snapshot', `${file} ${NOT_SNAPSHOT}.`)
  }
  return readHeader(body as Record<string, unknown>, file)
}

/** The rows of the kind asked for, or the error naming what the file holds instead. */
function rowsOf(header: SnapshotHeader, kind: ListKind, file: string): unknown[] {
  const { responseKey, plural } = listKinds[kind]
  const rows = header.legacy === 'export' ? header.lists.rows : header.lists[responseKey]
  if (Array.isArray(rows)) {
    // A bare array is any tab's export: its first row's id field says whether it is this one.
    const idField = listKinds[kind].idField
    const first: unknown = rows[0]
    if (header.legacy !== 'export' || first === undefined || hasField(first, idField)) return rows
  }
  const held = listKindNames.filter((other) =>
    header.legacy === 'export'
      ? hasField(header.lists.rows[0], listKinds[other].idField)
      : Array.isArray(header.lists[listKinds[other].responseKey]),
  )
  const holds = held.length ? `it holds ${held.map((k) => listKinds[k].plural).join(' and ')}` : ''
  throw new SnapshotError(
    'no-list',
    `${file} has no list of ${plural}${holds ? `: ${holds}` : ''}. Compare it on its own tab, or choose a snapshot with ${plural}.`,
  )
}

const hasField = (row: unknown, field: string) =>
  typeof row === 'object' && row !== null && Object.hasOwn(row, field)

/**
 * The file's header, once its size, its JSON (which `checkBody` may look into first) and its
 * game have passed.
 */
export function openSnapshot(
  text: string,
  fileName: string,
  game: Omit<SnapshotExpectation<ListKind>, 'kind'>,
  checkBody: (body: unknown, file: string) => void = () => undefined,
): SnapshotHeader {
  const file = fileLabel(fileName)
  checkSnapshotSize(fileName, text.length)
  const body = parseText(text, file)
  checkBody(body, file)
  const header = headerOf(body, file)
  checkGame(header, game, file)
  return header
}

/** The kind's list in the file, its items checked as the API's would be, its ids unique. */
export function readList<K extends ListKind>(
  header: SnapshotHeader,
  fileName: string,
  expected: SnapshotExpectation<K>,
  lastModified: number | undefined,
): Snapshot<K> {
  const file = fileLabel(fileName)
  const rows = rowsOf(header, expected.kind, file)
  let items: ListItem<K>[]
  try {
    items = readListItems(expected.kind, rows, 0, itemReader(undefined, file))
  } catch (error) {
    if (error instanceof InvalidResponseError) throw new SnapshotError('bad-item', error.message)
    throw error
  }
  const duplicates = duplicateIdProblem(idsOf(expected.kind, items), listKinds[expected.kind])
  if (duplicates) throw new SnapshotError('duplicate-ids', `${file} ${duplicates}`)
  return { meta: metaOf(header, fileName, expected.gameName, lastModified), items }
}

type ReadOptions = {
  lastModified?: number | undefined
  /** The most of one item read (DEFAULT_MAX_ITEM_BYTES unless config.json says). */
  maxItemBytes?: number | undefined
}

export function readSnapshot<K extends ListKind>(
  text: string,
  fileName: string,
  expected: SnapshotExpectation<K>,
  { lastModified, maxItemBytes = DEFAULT_MAX_ITEM_BYTES }: ReadOptions = {},
): Snapshot<K> {
  const header = openSnapshot(text, fileName, expected, (body, file) =>
    checkItemSizes(body, expected.kind, text.length, maxItemBytes, file),
  )
  return readList(header, fileName, expected, lastModified)
}

/** Refuses a snapshot of another game, naming both. */
function checkGame(
  header: SnapshotHeader,
  expected: Omit<SnapshotExpectation<ListKind>, 'kind'>,
  file: string,
) {
  if (header.legacy !== undefined || header.game.id === expected.gameId) return
  throw new SnapshotError(
    'other-game',
    `${file} is a snapshot of ${gameLabel(header.game)}, not of ${gameLabel({ id: expected.gameId, name: expected.gameName })}. Choose a snapshot of this game, or open that game to compare with it.`,
  )
}
