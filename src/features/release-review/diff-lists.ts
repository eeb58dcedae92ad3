import type { ListKind } from '@/model/list-kinds'
import type { UploadSummary } from '@/model/list-items'
import { derived, listModel, type ListModel } from '@/model/list-model'
import type { ItemMark } from '@/components/mark-badge'
import {
  changedFieldsOf,
  changeKindOf,
  diffSteps,
  type ChangeKind,
  type ListDiff,
} from './list-diff'
import { changeLines } from './old-values'

/**
 * How long the diff holds the page before letting it paint: half a frame, so a scroll or a
 * spinner keeps moving while 100,000 items are compared.
 */
const SLICE_MS = 8

/** Lets the browser paint and handle input; a message comes back sooner than a 0 ms timer. */
const yieldToPage = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })

async function runInSlices<T extends UploadSummary>(
  kind: ListKind,
  before: readonly T[],
  after: readonly T[],
): Promise<ListDiff<T>> {
  const steps = diffSteps(kind, before, after)
  let sliceStart = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage()
      sliceStart = performance.now()
    }
  }
}

/**
 * The current list (`after`) against a snapshot's (`before`), keyed by the kind's id; see
 * list-diff.ts for what the result holds. The same two models always give the same promise.
 */
export function diffLists<T extends UploadSummary>(
  kind: ListKind,
  before: ListModel<T>,
  after: ListModel<T>,
): Promise<ListDiff<T>> {
  return derived(after, 'diff', () => runInSlices(kind, before.items, after.items), before.id)
}

/** Stands for "removed" among the marks: the diff's own marks use the five bits below it. */
const REMOVED = 0x80

export type ComparedRows<T extends UploadSummary> = {
  /** Today's items, then the snapshot's removed since (a model of its own: its order, search). */
  all: ListModel<T>
  /** The mark beside an item's name: Added, Changed (with the old values) or Removed. */
  markOf: (item: UploadSummary) => ItemMark | undefined
  /** The kind of change of the row at an index into `all`. */
  kindAt: (index: number) => ChangeKind
  isRemoved: (item: UploadSummary) => boolean
}

/** The rows of one compared tab: today's items, then the removed ones, each with its mark. */
export function comparedRows<T extends UploadSummary>(
  list: ListModel<T>,
  diff: ListDiff<T>,
): ComparedRows<T> {
  const { items } = list
  const all = diff.removed.length > 0 ? listModel([...items, ...diff.removed], list.arriving) : list
  const marks = new Map<UploadSummary, number>()
  for (let i = 0; i < items.length; i++) {
    if (diff.marks[i]) marks.set(items[i] as T, diff.marks[i] as number)
  }
  for (const item of diff.removed) marks.set(item, REMOVED)
  const before = new Map<UploadSummary, UploadSummary>()
  for (const [index, old] of diff.before) before.set(items[index] as T, old)
  const markOf = (item: UploadSummary): ItemMark | undefined => {
    const mark = marks.get(item)
    if (mark === undefined) return undefined
    if (mark === REMOVED) return { mark: 'removed' }
    const old = before.get(item)
    return old
      ? { mark: 'changed', lines: changeLines(changedFieldsOf(mark), old, item) }
      : { mark: 'added' }
  }
  const kindAt = (index: number) =>
    index >= items.length ? 'removed' : changeKindOf(diff.marks[index] ?? 0)
  return { all, markOf, kindAt, isRemoved: (item) => marks.get(item) === REMOVED }
}
