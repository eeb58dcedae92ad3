import { useEffect, useState } from 'react'
import type { ListKind } from '@/model/list-kinds'
import type { ListItem, UploadSummary } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import type { ComparedRows } from './diff-lists'
import type { ListDiff } from './list-diff'
import { comparisonCode } from './comparison-code'
import type { ActiveComparison } from './comparison-context'

export type TabDiff<T extends UploadSummary> =
  | { state: 'comparing' }
  | { state: 'missing'; message: string }
  | { state: 'ready'; diff: ListDiff<T>; rows: ComparedRows<T> }

type Settled<T extends UploadSummary> = { file: File; list: ListModel<T>; result: TabDiff<T> }

/**
 * The open tab's list against the file's list of the same kind: read (once per tab of the
 * comparison) and diffed (once per pair of list models) off the render, in slices that leave the
 * page to paint.
 * A list still arriving waits to be whole.
 */
export function useTabDiff<K extends ListKind>(
  active: ActiveComparison | undefined,
  kind: K,
  gameName: string,
  list: ListModel<ListItem<K>>,
): TabDiff<ListItem<K>> {
  const [settled, setSettled] = useState<Settled<ListItem<K>>>()
  useEffect(() => {
    if (!active || list.arriving) return
    let live = true
    const { file } = active
    const settle = (result: TabDiff<ListItem<K>>) => {
      if (live) setSettled({ file, list, result })
    }
    // The reading and the diff load on the first comparison, not with the list.
    comparisonCode
      .load()
      .then(({ diffWithSnapshot }) => diffWithSnapshot(active, kind, gameName, list))
      .then(
        ({ diff, rows }) => settle({ state: 'ready', diff, rows }),
        (error: unknown) =>
          settle({
            state: 'missing',
            // A SnapshotError's message is the sentence to show (bounded, controls shown).
            message: error instanceof Error ? error.message : String(error),
          }),
      )
    return () => {
      live = false
    }
  }, [active, kind, gameName, list])
  return settled?.file === active?.file && settled?.list === list
    ? settled.result
    : { state: 'comparing' }
}
