import { echoText } from '@/lib/bound-text'
import type { SnapshotMeta } from '@/model/snapshot-format'
import type { SnapshotHeader } from './snapshot-header'

/** How many characters of a file name or game name the meta keeps. */
const NAME_LIMIT = 80

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
