import { parseJsonExact } from '../../../api/json'
import { listKinds, type ListKind } from '../../../api/list-kinds'
import { createListSplitter } from '../../../api/list-stream/list-splitter'
import { itemReader, type ListItem } from '../../../api/schemas'
import { pageSlices } from '../../../model/page-slices'
import {
  checkGame,
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

/**
 * `readSnapshot`, in slices that leave the page to paint between them: one `JSON.parse` of a
 * 100,000-item file holds the page for a large part of a second, so the list's items are cut out
 * of the text (the list reader's splitter) and parsed and checked a batch at a time. The header
 * (everything outside the list) is read first, so refusals come in the same order and with the
 * same words as `readSnapshot`'s. Anything unusual (an older file, a key written twice, a syntax
 * error) is read whole by `readSnapshot`, whose answer is then the answer.
 */
export async function readSnapshotInSlices<K extends ListKind>(
  text: string,
  fileName: string,
  expected: SnapshotExpectation<K>,
  { lastModified }: { lastModified?: number } = {},
): Promise<Snapshot<K>> {
  const readWhole = () => readSnapshot(text, fileName, expected, { lastModified })
  checkSnapshotSize(fileName, text.length)
  const pause = pageSlices()
  const splitter = createListSplitter(listKinds[expected.kind].responseKey)
  const batches: string[] = []
  for (let at = 0; at < text.length; at += PIECE) {
    const cut = splitter.push(text.slice(at, at + PIECE))
    if (cut) batches.push(cut.text)
    await pause()
  }
  const rest = splitter.end()
  if (rest.kind === 'whole') return readWhole()
  let outside: unknown
  try {
    outside = parseJsonExact(rest.outside)
  } catch {
    return readWhole()
  }
  const file = fileLabel(fileName)
  const header = headerOf(outside, file)
  checkGame(header, expected, file)
  // The list was cut out, so what is left holds it empty; not empty, the key came twice.
  if (rowsOf(header, expected.kind, file).length > 0) return readWhole()

  const reader = itemReader(undefined, file)
  const items: ListItem<K>[] = []
  for (const batch of batches) {
    let rows: unknown[]
    try {
      rows = parseJsonExact(`[${batch}]`) as unknown[]
    } catch {
      return readWhole()
    }
    for (const item of readItems(expected.kind, rows, items.length, file, reader)) items.push(item)
    await pause()
  }
  return finish(header, items, fileName, expected, lastModified)
}
