import type { ListKind } from '../../../api/list-kinds'
import type { UploadSummary } from '../../../api/schemas'
import { diffSteps, type ListDiff } from './list-diff'
import { pageSlices } from './page-slices'

/*
 * Usage (the app): `const diff = await diffLists(kind, snapshot.items, items)`. Asked again with
 * the same two arrays (a re-render), it returns the same promise: the diff is computed once per
 * pair. It runs on the page in slices of 8 ms, so the page keeps painting; the result's shape is
 * in list-diff.ts.
 */

/** The diff of each pair of lists, by the arrays themselves: asked again, it is not redone. */
const diffs = new WeakMap<readonly object[], WeakMap<readonly object[], Promise<unknown>>>()

async function runInSlices<T extends UploadSummary>(
  kind: ListKind,
  before: readonly T[],
  after: readonly T[],
): Promise<ListDiff<T>> {
  const steps = diffSteps(kind, before, after)
  const pause = pageSlices()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await pause()
  }
}

/**
 * The current list (`after`) against a snapshot's (`before`), keyed by the kind's id; see
 * list-diff.ts for what the result holds. The same two arrays always give the same promise.
 */
export function diffLists<T extends UploadSummary>(
  kind: ListKind,
  before: readonly T[],
  after: readonly T[],
): Promise<ListDiff<T>> {
  let byAfter = diffs.get(before)
  if (!byAfter) diffs.set(before, (byAfter = new WeakMap()))
  let diff = byAfter.get(after) as Promise<ListDiff<T>> | undefined
  if (!diff) byAfter.set(after, (diff = runInSlices(kind, before, after)))
  return diff
}
