import { useEffect, useMemo, useState } from 'react'
import type { ItemMark } from '@/components/mark-badge'
import type { ListKind } from '@/model/list-kinds'
import type { ListItem, UploadSummary } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import { formatCount } from '@/lib/format-size'
import type { ComparisonBannerProps } from './comparison-banner'
import { comparisonCode } from './comparison-code'
import { useComparison, type ActiveComparison } from './comparison-context'
import type { ComparedRows } from './diff-lists'
import type { DiffCounts, ListDiff } from './list-diff'

/** What a comparison with a snapshot makes of one tab's list, for the app to show. */
export type ListComparison<K extends ListKind> = {
  /** The rows to show: today's items, then (once compared) the snapshot's removed since. */
  rows: ListModel<ListItem<K>>
  /** The list today, for the figures and an export: the removed items are not in it. */
  current: ListModel<ListItem<K>>
  /** Which rows the change filter keeps, by index into `rows`' items; all when undefined. */
  keep?: ((index: number) => boolean) | undefined
  /** The mark beside each changed item's name. */
  markOf?: ((item: UploadSummary) => ItemMark | undefined) | undefined
  rowClassName?: ((item: ListItem<K>) => string | undefined) | undefined
  /** Above the toolbar: what is compared with, its filter, "Clear comparison". */
  banner: ComparisonBannerProps
  /** The counts per kind of change, once compared. */
  counts?: DiffCounts | undefined
}

const removedRow = 'bg-surface-muted text-fg-muted italic'

/**
 * Undefined unless this game is compared (or a file is being read for it). The reading and the
 * diff load on the first comparison (`useTabDiff`); a list still arriving is compared once whole,
 * shown as it is until then, with the banner saying so.
 */
export function useListComparison<K extends ListKind>(
  kind: K,
  gameId: string,
  gameName: string,
  noun: string,
  list: ListModel<ListItem<K>>,
): ListComparison<K> | undefined {
  const store = useComparison()
  const comparison = store?.comparison
  const active = comparison?.active?.gameId === gameId ? comparison.active : undefined
  const tab = useTabDiff(active, kind, gameName, list)
  const ready = tab.state === 'ready' ? tab : undefined
  const show = comparison?.show ?? 'all'
  const keep = useMemo(
    () =>
      ready && show !== 'all' ? (index: number) => ready.rows.kindAt(index) === show : undefined,
    [ready, show],
  )
  if (!store || !comparison) return undefined
  if (!active && !comparison.reading && !comparison.problem) return undefined
  const banner = { store, active, noun, counts: ready?.diff.counts, status: undefined }
  if (!active) return { rows: list, current: list, banner }
  if (!ready) {
    const status =
      tab.state === 'missing' ? tab.message : `Comparing ${formatCount(list.items.length)} ${noun}…`
    return { rows: list, current: list, banner: { ...banner, status } }
  }
  const { rows } = ready
  return {
    rows: rows.all,
    current: list,
    keep,
    markOf: rows.markOf,
    rowClassName: (item) => (rows.isRemoved(item) ? removedRow : undefined),
    banner,
    counts: ready.diff.counts,
  }
}

type TabDiff<T extends UploadSummary> =
  | { state: 'comparing' }
  | { state: 'missing'; message: string }
  | { state: 'ready'; diff: ListDiff<T>; rows: ComparedRows<T> }

type Settled<T extends UploadSummary> = { file: File; list: ListModel<T>; result: TabDiff<T> }

/**
 * The open tab's list against the file's list of its kind: read (once per tab of the comparison)
 * and diffed (once per pair of list models) off the render, in slices that leave the page to
 * paint. A list still arriving waits to be whole.
 */
function useTabDiff<K extends ListKind>(
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
