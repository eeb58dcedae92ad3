import { DEFAULT_MAX_ITEM_BYTES } from '@/api/errors'
import { parseJsonExact } from '@/api/json'
import { listKinds, type ListKind } from '@/model/list-kinds'
import {
  createListSplitter,
  ListPartTooLarge,
  type ItemsText,
} from '@/api/list-stream/list-splitter'
import { itemReader } from '@/api/schemas'
import type { ListItem } from '@/model/list-items'
import { formatSize } from '@/lib/format-size'
import { pageSlices } from '@/features/release-review/page-slices'
import { SnapshotError } from '@/model/snapshot-format'
import { describeJsonError, findJsonError } from './json-syntax'
import {
  checkGame,
  checkNotEmpty,
  checkSnapshotSize,
  fileLabel,
  finish,
  headerOf,
  readItems,
  readSnapshot,
  rowsOf,
  type Snapshot,
  type SnapshotExpectation,
} from './read-snapshot'

/** Text handed to the splitter at a time: its items are parsed and checked in a few milliseconds. */
const PIECE = 1 << 18

/** A file that is one JSON array, an export made before snapshots (JSON whitespace before it). */
const isBareArray = (text: string) => /^[ \t\n\r]*\[/.test(text)

/**
 * `readSnapshot`, in slices that leave the page to paint between them: one `JSON.parse` of a
 * 100,000-item file holds the page for a large part of a second, so the list's items are cut out
 * of the text (the list reader's splitter) and parsed and checked a batch at a time, an older
 * export (a bare array) as well as a snapshot. The header (everything outside the list) is read
 * first, so refusals come in the same order and with the same words as `readSnapshot`'s. An item
 * longer than `maxItemBytes` (the list reader's limit, DEFAULT_MAX_ITEM_BYTES unless
 * config.json says) is refused as soon as the splitter passes it. Anything else unusual (a key
 * written twice, a syntax error, the list not where it was looked for) goes to `otherwise`.
 */
export async function readSnapshotInSlices<K extends ListKind>(
  text: string,
  fileName: string,
  expected: SnapshotExpectation<K>,
  {
    lastModified,
    maxItemBytes = DEFAULT_MAX_ITEM_BYTES,
  }: { lastModified?: number; maxItemBytes?: number | undefined } = {},
): Promise<Snapshot<K>> {
  checkSnapshotSize(fileName, text.length)
  const file = fileLabel(fileName)
  const otherwise = () => readUnusual(text, fileName, expected, lastModified)
  const bare = isBareArray(text)
  const { responseKey } = listKinds[expected.kind]
  const batches = await cutInSlices(text, { responseKey, bare, maxItemBytes, file })
  if (!batches) return otherwise()
  let outside: unknown
  try {
    outside = parseJsonExact(batches.outside)
  } catch {
    return otherwise()
  }
  const header = headerOf(outside, file)
  checkGame(header, expected, file)
  // The list was cut out, so what is left holds it empty; not empty, the key came twice.
  if (rowsOf(header, expected.kind, file).length > 0) return otherwise()

  const pause = pageSlices()
  const reader = itemReader(undefined, file)
  const items: ListItem<K>[] = []
  for (const batch of batches.items) {
    let rows: unknown[]
    try {
      rows = parseJsonExact(`[${batch}]`) as unknown[]
    } catch {
      return otherwise()
    }
    // A bare array is any tab's export: its first row says which (rowsOf names what it holds).
    if (bare && items.length === 0)
      rowsOf({ legacy: 'export', lists: { rows } }, expected.kind, file)
    for (const item of readItems(expected.kind, rows, items.length, file, reader)) items.push(item)
    await pause()
  }
  return finish(header, items, fileName, expected, lastModified)
}

/**
 * The most characters read whole with one `JSON.parse` when the slices find something unusual.
 * Refusing a malformed file that way takes about 7 ms a MiB in Node, and took 6.0 s for 180 MB
 * (33 ms a MiB) in a browser: 2 MiB stays inside a 100 ms task, and its refusal keeps the
 * engine's own words.
 */
export const WHOLE_READ_CHARS = 2 * 1024 * 1024

/**
 * A file the slices did not read through: its list was not where it was looked for, its key was
 * written twice, or something in it is not JSON. A file of up to WHOLE_READ_CHARS is read whole
 * by `readSnapshot`, whose answer is the answer. A longer one is first checked for JSON in slices
 * (json-syntax.ts), and refused, naming the line and column, where it is not: one `JSON.parse`
 * of it would hold the page for seconds, only to say where it broke. Only a file that is JSON
 * throughout (its list under another key, or under its key twice) is then read whole.
 */
async function readUnusual<K extends ListKind>(
  text: string,
  fileName: string,
  expected: SnapshotExpectation<K>,
  lastModified: number | undefined,
): Promise<Snapshot<K>> {
  if (text.length > WHOLE_READ_CHARS) {
    const file = fileLabel(fileName)
    checkNotEmpty(text, file)
    const error = await findJsonError(text, pageSlices())
    if (error) {
      throw new SnapshotError('not-json', `${file} is not JSON: ${describeJsonError(error)}.`)
    }
  }
  return readSnapshot(text, fileName, expected, { lastModified })
}

type CutOptions = { responseKey: string; bare: boolean; maxItemBytes: number; file: string }

/**
 * The list's items cut out of `text` in pieces, pausing for the page between them, and the text
 * outside them; undefined when the list is not where it was looked for (under `responseKey`, or
 * the whole file when `bare`).
 */
async function cutInSlices(
  text: string,
  { responseKey, bare, maxItemBytes, file }: CutOptions,
): Promise<{ items: string[]; outside: string } | undefined> {
  const pause = pageSlices()
  const splitter = createListSplitter(bare ? undefined : responseKey, {
    maxItemChars: maxItemBytes,
  })
  const items: string[] = []
  for (let at = 0; at < text.length; at += PIECE) {
    let cut: ItemsText | undefined
    try {
      cut = splitter.push(text.slice(at, at + PIECE))
    } catch (error) {
      if (!(error instanceof ListPartTooLarge)) throw error
      throw new SnapshotError(
        'too-large',
        `${file} holds an item larger than the dashboard reads: item ${error.index} of "${responseKey}" passed ${formatSize(error.limit)}, so it stopped reading the file. If the list's items really are that large, raise maxItemMegabytes in config.json.`,
      )
    }
    if (cut) items.push(cut.text)
    await pause()
  }
  const rest = splitter.end()
  return rest.kind === 'whole' ? undefined : { items, outside: rest.outside }
}
