import type { ListKind } from '@/model/list-kinds'
import {
  checkSnapshotSize,
  fileLabel,
  type Snapshot,
  type SnapshotExpectation,
} from './read-snapshot'
import { readSnapshotInSlices } from './read-snapshot-sliced'
import { SnapshotError } from '@/model/snapshot-format'

/*
 * Usage (the "Compare with…" picker and drop target): `await readSnapshotFile(file, { gameId,
 * gameName, kind }, { maxItemBytes })` gives `{ meta, items }` or rejects with a SnapshotError
 * whose message is the sentence to show (`error.problem` says which kind of refusal). A file over
 * the size limit is refused before a byte of it is read; the browser reads the text off the page,
 * and the page parses and checks it in slices (read-snapshot-sliced.ts), so it keeps painting.
 * `maxItemBytes` is the list reader's limit for one item (the API client's).
 */
export async function readSnapshotFile<K extends ListKind>(
  file: File,
  expected: SnapshotExpectation<K>,
  { maxItemBytes }: { maxItemBytes?: number | undefined } = {},
): Promise<Snapshot<K>> {
  checkSnapshotSize(file.name, file.size)
  let text: string
  try {
    text = await file.text()
  } catch {
    throw new SnapshotError(
      'unreadable',
      `${fileLabel(file.name)} could not be read: it may have been moved or changed since it was chosen. Choose it again.`,
    )
  }
  return readSnapshotInSlices(text, file.name, expected, {
    lastModified: file.lastModified,
    maxItemBytes,
  })
}
