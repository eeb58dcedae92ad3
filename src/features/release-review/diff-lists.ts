import type { ListKind } from '@/model/list-kinds'
import type { UploadSummary } from '@/model/list-items'
import { derived, type ListModel } from '@/model/list-model'
import { diffSteps, type ListDiff } from './list-diff'
import { pageSlices } from './page-slices'

/*
 * Usage (the app): `const diff = await diffLists(kind, snapshot.list, list)`. Asked again with
 * the same two models (a re-render), it returns the same promise: the diff is kept on today's
 * list model, for the snapshot's. It runs on the page in slices of 8 ms, so the page keeps
 * painting; the result's shape is in list-diff.ts.
 */

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
 * list-diff.ts for what the result holds. The same two models always give the same promise.
 */
export function diffLists<T extends UploadSummary>(
  kind: ListKind,
  before: ListModel<T>,
  after: ListModel<T>,
): Promise<ListDiff<T>> {
  return derived(after, 'diff', () => runInSlices(kind, before.items, after.items), before.id)
}
