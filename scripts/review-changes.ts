import { listKindNames, listKinds, type ListKind } from '../src/model/list-kinds.ts'
import { itemIdOf } from '../src/model/is-new.ts'
import type { Bytes } from '../src/lib/format-size.ts'
import type { Tags, UploadSummary } from '../src/model/list-items.ts'
import {
  changedFieldsOf,
  diffListsNow,
  type ChangedField,
  type DiffCounts,
} from '../src/features/release-review/list-diff.ts'
import type { SnapshotMeta } from '../src/model/snapshot-format.ts'
import { formatSize } from '../src/lib/format-size.ts'
import type { PackLists } from './review-snapshot.ts'

/**
 * One item as the changes page lists it: its values, now or as last known. `id` is the id the
 * dashboard matches items by and opens one at (`?item=`): `itemIdOf`, never decided here.
 */
export type ItemLine = { id: string; name: string; complete: boolean; size: Bytes | undefined }
/** A changed item: its values now, and each changed field as `old → new` in words. */
export type ChangedLine = ItemLine & {
  changes: { field: ChangedField; from: string; to: string }[]
}

export type TabChanges = {
  tab: ListKind
  label: string
  /** Why this tab is not compared (a list missing on one side); undefined when it is. */
  missing: string | undefined
  before: number
  after: number
  counts: DiffCounts | undefined
  added: ItemLine[]
  removed: ItemLine[]
  changed: ChangedLine[]
}

export type ChangesReport = {
  gameId: string
  /** `--dashboard`: where each added and changed item links to; undefined, no links. */
  dashboard: string | undefined
  gameName: string | undefined
  /** The earlier snapshot: its file and what it says of itself. */
  source: { path: string; meta: SnapshotMeta }
  /** The instant the new review shows and when its lists were fetched. */
  asof: string
  fetchedAt: string
  tabs: TabChanges[]
}

function lineOf(kind: ListKind) {
  const idOf = itemIdOf(kind)
  return (item: UploadSummary): ItemLine => ({
    id: idOf(item),
    name: item.name,
    complete: item.complete,
    size: item.size,
  })
}

const sizeText = (size: Bytes | undefined) =>
  size === undefined ? 'unknown' : `${formatSize(size)} (${size.toLocaleString('en-US')} bytes)`
const tagsText = (tags: Tags | undefined) =>
  tags?.length ? tags.map(([key, value]) => `${key}=${value}`).join('; ') : 'no tags'
const completeText = (complete: boolean) => (complete ? 'complete' : 'not complete')

/** A changed field's old and new values, as the page shows them. */
function fieldChange(field: ChangedField, before: UploadSummary, after: UploadSummary) {
  const tags = (item: UploadSummary) => (item as { tags?: Tags }).tags
  const text: Record<ChangedField, (item: UploadSummary) => string> = {
    complete: (item) => completeText(item.complete),
    size: (item) => sizeText(item.size),
    name: (item) => item.name,
    tags: (item) => tagsText(tags(item)),
  }
  return { field, from: text[field](before), to: text[field](after) }
}

/** Each tab's changes between the earlier snapshot's lists and the lists fetched now. */
export function compareLists(earlier: PackLists, now: PackLists): TabChanges[] {
  return listKindNames.map((kind) => {
    const before = earlier[kind] as UploadSummary[] | undefined
    const after = now[kind] as UploadSummary[] | undefined
    const { label, plural } = listKinds[kind]
    const base = { tab: kind, label, before: before?.length ?? 0, after: after?.length ?? 0 }
    if (!before || !after) {
      const missing = !before
        ? `The earlier snapshot has no list of ${plural}.`
        : `The ${plural} could not be fetched now.`
      return { ...base, missing, counts: undefined, added: [], removed: [], changed: [] }
    }
    const diff = diffListsNow(kind, before, after)
    const line = lineOf(kind)
    const added: ItemLine[] = []
    const changed: ChangedLine[] = []
    diff.marks.forEach((mark, i) => {
      const item = after[i]!
      if (diff.before.has(i)) {
        const old = diff.before.get(i)!
        const changes = changedFieldsOf(mark).map((field) => fieldChange(field, old, item))
        changed.push({ ...line(item), changes })
      } else if (mark !== 0) added.push(line(item))
    })
    return {
      ...base,
      missing: undefined,
      counts: diff.counts,
      added,
      removed: diff.removed.map(line),
      changed,
    }
  })
}

export { completeText, sizeText }
