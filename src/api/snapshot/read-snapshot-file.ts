import type { ListKind } from '@/model/list-kinds'
import {
  checkSnapshotSize,
  fileLabel,
  readSnapshot,
  type Snapshot,
  type SnapshotExpectation,
} from './read-snapshot'
import { SnapshotError } from '@/model/snapshot-format'

/** Reads a chosen file as a snapshot of the kind expected: the list worker's or the page's. */
export type SnapshotFileReader = <K extends ListKind>(
  file: File,
  expected: SnapshotExpectation<K>,
  options?: { maxItemBytes?: number | undefined },
) => Promise<Snapshot<K>>

/*
 * Usage (the "Compare with…" picker and drop target, via the API client's `readSnapshot`):
 * `await readSnapshotFile(file, { gameId, gameName, kind }, { maxItemBytes })` gives
 * `{ meta, items }` or rejects with a SnapshotError whose message is the sentence to show
 * (`error.problem`: which refusal). A file over the size limit is refused unread. The list
 * worker runs it (snapshot-in-worker.ts) so its `JSON.parse` holds nothing on the page; where
 * no worker runs, the page does.
 */
export const readSnapshotFile: SnapshotFileReader = async (file, expected, options = {}) => {
  checkSnapshotSize(file.name, file.size)
  const text = await file.text().catch(() => {
    throw new SnapshotError(
      'unreadable',
      `${fileLabel(file.name)} could not be read: it may have been moved or changed since it was chosen. Choose it again.`,
    )
  })
  return readSnapshot(text, file.name, expected, { ...options, lastModified: file.lastModified })
}
