import { idKeyOf, type ListKind } from '@/model/list-kinds'
import { addBytes, type Bytes } from '@/lib/format-size'
import type { Tags, UploadSummary } from '@/model/list-items'
import { tagsOf } from '@/model/build-tags'

export const ADDED = 0b1_00000
export const CHANGED_COMPLETE = 0b00001
export const CHANGED_SIZE = 0b00010
export const CHANGED_NAME = 0b00100
export const CHANGED_TAGS = 0b01000

export type ChangeKind = 'added' | 'removed' | 'changed' | 'unchanged'
export type ChangedField = 'complete' | 'size' | 'name' | 'tags'

const FIELD_BITS: readonly (readonly [ChangedField, number])[] = [
  ['complete', CHANGED_COMPLETE],
  ['size', CHANGED_SIZE],
  ['name', CHANGED_NAME],
  ['tags', CHANGED_TAGS],
]

export type DiffCounts = Record<ChangeKind, number> & {
  /** How many changed items changed each field (an item may count in several). */
  fields: Record<ChangedField, number>
  /** The bytes of the added items and of the removed ones (unreadable sizes left out). */
  addedBytes: Bytes
  removedBytes: Bytes
}

/** The list today against a snapshot's, keyed by the kind's id (`diffLists`, in diff-lists.ts). */
export type ListDiff<T extends UploadSummary> = {
  /** Per index of the current list: 0 (unchanged), ADDED, or the CHANGED_* bits. */
  marks: Uint8Array
  /** The snapshot's item of each changed current item, by the current item's index. */
  before: ReadonlyMap<number, T>
  /** The snapshot's items with no id in the current list, in the snapshot's order. */
  removed: readonly T[]
  counts: DiffCounts
}

export const changeKindOf = (mark: number): Exclude<ChangeKind, 'removed'> =>
  mark === 0 ? 'unchanged' : mark & ADDED ? 'added' : 'changed'

/** The fields a mark says changed, in the order the table's columns show them. */
export const changedFieldsOf = (mark: number): ChangedField[] =>
  mark & ADDED ? [] : FIELD_BITS.filter(([, bit]) => mark & bit).map(([field]) => field)

/** Tags are a map: the same keys with the same values, in any order, are the same tags. */
export function sameTags(a: Tags, b: Tags): boolean {
  if (a.length !== b.length) return false
  if (a.length === 0) return true
  const values = new Map(a)
  return values.size === b.length && b.every(([key, value]) => values.get(key) === value)
}

/** What changed between an item's snapshot and its current values, as CHANGED_* bits. */
export function fieldChanges(before: UploadSummary, after: UploadSummary): number {
  let bits = 0
  if (before.complete !== after.complete) bits |= CHANGED_COMPLETE
  // Sizes are numbers up to 2^53 and bigints above (schemas.ts): `!==` compares either exactly.
  if (before.size !== after.size) bits |= CHANGED_SIZE
  if (before.name !== after.name) bits |= CHANGED_NAME
  const [oldTags, newTags] = [tagsOf(before), tagsOf(after)]
  if (oldTags && newTags && !sameTags(oldTags, newTags)) bits |= CHANGED_TAGS
  return bits
}

/** Items handled between two looks at the clock: about a millisecond's work. */
const STEP = 4096

/**
 * The diff, computed in steps: it yields after every STEP items, so a caller can stop between
 * them to let the page paint (`diffLists`) or run straight through (`diffListsNow`).
 */
export function* diffSteps<T extends UploadSummary>(
  kind: ListKind,
  before: readonly T[],
  after: readonly T[],
): Generator<void, ListDiff<T>> {
  const idKey = idKeyOf(kind) as keyof T
  // A Map, not an object: an id such as `__proto__` or `constructor` is just a key.
  const byId = new Map<unknown, number>()
  for (let i = 0; i < before.length; i++) {
    byId.set(before[i]![idKey], i)
    if (i % STEP === STEP - 1) yield
  }
  const marks = new Uint8Array(after.length)
  const matched = new Uint8Array(before.length)
  const changedBefore = new Map<number, T>()
  const counts: DiffCounts = {
    added: 0,
    removed: 0,
    changed: 0,
    unchanged: 0,
    fields: { complete: 0, size: 0, name: 0, tags: 0 },
    addedBytes: 0,
    removedBytes: 0,
  }
  for (let i = 0; i < after.length; i++) {
    const item = after[i]!
    const at = byId.get(item[idKey])
    if (at === undefined) {
      marks[i] = ADDED
      counts.added++
      counts.addedBytes = addBytes(counts.addedBytes, item.size)
    } else {
      matched[at] = 1
      const old = before[at]!
      const bits = fieldChanges(old, item)
      marks[i] = bits
      if (bits === 0) counts.unchanged++
      else {
        counts.changed++
        changedBefore.set(i, old)
        for (const [field, bit] of FIELD_BITS) if (bits & bit) counts.fields[field]++
      }
    }
    if (i % STEP === STEP - 1) yield
  }
  const removed: T[] = []
  for (let i = 0; i < before.length; i++) {
    if (matched[i]) continue
    const item = before[i]!
    removed.push(item)
    counts.removedBytes = addBytes(counts.removedBytes, item.size)
  }
  counts.removed = removed.length
  return { marks, before: changedBefore, removed, counts }
}

/** The diff at once, on this thread: for scripts and tests. */
export function diffListsNow<T extends UploadSummary>(
  kind: ListKind,
  before: readonly T[],
  after: readonly T[],
): ListDiff<T> {
  const steps = diffSteps(kind, before, after)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
