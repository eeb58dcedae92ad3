import { listKindNames, listKinds, type ListKind } from '@/model/list-kinds'
import type { ListItem } from '@/model/list-items'
import { openSnapshot, readList, fileLabel, type SnapshotExpectation } from './read-snapshot'
import { SnapshotError, type SnapshotMeta } from '@/model/snapshot-format'

export type SnapshotLists = {
  meta: SnapshotMeta
  /** Each list the file holds, as the app's items; a kind it lacks is left out. */
  lists: { [K in ListKind]?: ListItem<K>[] }
}

/*
 * Usage (the review script, `--compare`): `readSnapshotLists(text, path, { gameId, gameName })`
 * reads every list a snapshot holds (a review pack's snapshot.json holds all three, an export
 * one), with the same checks and messages as `readSnapshot`; it refuses a file with none.
 */
export function readSnapshotLists(
  text: string,
  fileName: string,
  game: Omit<SnapshotExpectation<ListKind>, 'kind'>,
  { lastModified }: { lastModified?: number } = {},
): SnapshotLists {
  const header = openSnapshot(text, fileName, game)
  const lists: SnapshotLists['lists'] = {}
  let meta: SnapshotMeta | undefined
  for (const kind of listKindNames) {
    try {
      const read = readList(header, fileName, { ...game, kind }, lastModified)
      ;(lists as Record<ListKind, unknown>)[kind] = read.items
      meta = read.meta
    } catch (error) {
      if (error instanceof SnapshotError && error.problem === 'no-list') continue
      throw error
    }
  }
  if (!meta) {
    const kinds = listKindNames.map((kind) => listKinds[kind].plural)
    throw new SnapshotError(
      'no-list',
      `${fileLabel(fileName)} has no list of ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}.`,
    )
  }
  return { meta, lists }
}
