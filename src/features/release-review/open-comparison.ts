import { listKindNames, type ListKind } from '@/model/list-kinds'
import { listModel, type ListModel } from '@/model/list-model'
import type { ListItem } from '@/model/list-items'
import { echoText } from '@/lib/bound-text'
import { readSnapshotFile } from '@/api/snapshot/read-snapshot-file'
import { SnapshotError } from '@/model/snapshot-format'
import type {
  ActiveComparison,
  CompareTarget,
  ComparisonStore,
  ReadSnapshot,
  SnapshotReads,
} from './comparison-context'
import { comparedRows, diffLists } from './diff-lists'

/** The file's list of `kind`, read and checked against the game (once per tab, into `reads`). */
export function snapshotOf<K extends ListKind>(
  file: File,
  reads: SnapshotReads,
  kind: K,
  { gameId, gameName, read = readSnapshotFile }: Omit<CompareTarget, 'tab'>,
): Promise<ReadSnapshot<K>> {
  let snapshot = reads.get(kind)
  if (!snapshot) {
    snapshot = read(file, { gameId, gameName, kind }).then((each) => ({
      ...each,
      list: listModel(each.items),
    }))
    reads.set(kind, snapshot)
  }
  return snapshot as Promise<ReadSnapshot<K>>
}

/** The open tab's list against the file's list of the same kind, read once per tab. */
export async function diffWithSnapshot<K extends ListKind>(
  { file, gameId, reads, read }: ActiveComparison,
  kind: K,
  gameName: string,
  list: ListModel<ListItem<K>>,
) {
  const snapshot = await snapshotOf(file, reads, kind, { gameId, gameName, read })
  const diff = await diffLists(kind, snapshot.list, list)
  return { diff, rows: comparedRows(list, diff) }
}

/**
 * The comparison a file makes, read for the open tab first. A file without this tab's list is
 * still taken when it holds another tab's (a one-tab export): that tab compares, this one says
 * the file has no list of it. Every other refusal is the file's own sentence.
 */
export async function openComparison(file: File, target: CompareTarget): Promise<ActiveComparison> {
  const kinds = [target.tab, ...listKindNames.filter((kind) => kind !== target.tab)]
  let firstError: unknown
  const reads: SnapshotReads = new Map()
  for (const kind of kinds) {
    try {
      const { meta } = await snapshotOf(file, reads, kind, target)
      return { file, gameId: target.gameId, meta, reads, read: target.read }
    } catch (error) {
      firstError ??= error
      if (!(error instanceof SnapshotError && error.problem === 'no-list')) throw error
    }
  }
  throw firstError
}

const problemOf = (file: File, error: unknown) =>
  error instanceof SnapshotError
    ? error.message
    : `“${echoText(file.name, 80)}” could not be compared with: ${echoText(String(error), 160)}`

/**
 * Reads a file chosen or dropped, and compares with it once it is read; a file refused leaves
 * everything as it was (a comparison already on stays on) and says why.
 */
export async function startComparison(
  file: File,
  target: CompareTarget,
  { setComparison }: Pick<ComparisonStore, 'setComparison'>,
) {
  setComparison((current) => ({ ...current, reading: file.name, problem: undefined }))
  try {
    const active = await openComparison(file, target)
    setComparison({ active, show: 'all' })
  } catch (error) {
    setComparison((current) => ({
      ...current,
      reading: undefined,
      problem: problemOf(file, error),
    }))
  }
}
