import { useMemo, type ReactNode } from 'react'
import type { ListKind } from '@/model/list-kinds'
import type { UploadSummary } from '@/model/list-items'
import type { ComparedListProps as Props } from '@/model/list-comparison'
import { listModel, type ListModel } from '@/model/list-model'
import { changeKindOf, type DiffCounts, type ListDiff } from './list-diff'
import { ChangeBadge, ChangedBadge } from './change-badge'
import { ComparisonBanner } from './comparison-banner'
import {
  ChangeMarkContext,
  useComparison,
  type ActiveComparison,
  type ChangeFilter,
} from './comparison-context'
import { ComparisonFigures } from './comparison-figures'
import { useTabDiff } from './use-tab-diff'

export type ComparedListProps<K extends ListKind> = Props<K, ReactNode>

/** Stands for "removed" among the marks: the diff's own marks use the five bits below it. */
const REMOVED = 0x80

/** The rows of one compared tab: today's items, then the removed ones, each with its mark. */
function compareRows<T extends UploadSummary>(list: ListModel<T>, diff: ListDiff<T>) {
  const { items } = list
  // A model of its own for the rows with the removed ones: their order and search are theirs.
  const all = diff.removed.length > 0 ? listModel([...items, ...diff.removed], list.arriving) : list
  const marks = new Map<UploadSummary, number>()
  for (let i = 0; i < items.length; i++) {
    if (diff.marks[i]) marks.set(items[i] as T, diff.marks[i] as number)
  }
  for (const item of diff.removed) marks.set(item, REMOVED)
  const before = new Map<UploadSummary, UploadSummary>()
  for (const [index, old] of diff.before) before.set(items[index] as T, old)
  const markOf = (item: UploadSummary): ReactNode => {
    const mark = marks.get(item)
    if (mark === undefined) return null
    if (mark === REMOVED) return <ChangeBadge kind="removed" />
    const old = before.get(item)
    return old ? (
      <ChangedBadge mark={mark} before={old} after={item} />
    ) : (
      <ChangeBadge kind="added" />
    )
  }
  const kindAt = (index: number) =>
    index >= items.length ? 'removed' : changeKindOf(diff.marks[index] ?? 0)
  return { all, markOf, kindAt, isRemoved: (item: UploadSummary) => marks.get(item) === REMOVED }
}

const removedRow = 'bg-surface-muted text-fg-muted italic'

/**
 * A tab while a snapshot is compared with: the banner, then the list with the removed items
 * among the rows (greyed, marked "Removed"), a mark beside each added or changed item, the
 * counts in the figures and the change filter. Until the diff is in, the list as it is.
 */
export function ComparedList<K extends ListKind>({
  kind,
  gameId,
  gameName,
  noun,
  list,
  children,
}: ComparedListProps<K>) {
  const store = useComparison()
  if (!store) throw new Error('ComparedList needs a <ComparisonContext> above it.')
  const active = store.comparison.active?.gameId === gameId ? store.comparison.active : undefined
  const banner: BannerOf = (counts, status) => (
    <ComparisonBanner store={store} active={active} noun={noun} counts={counts} status={status} />
  )
  if (!active) return children(list, { current: list, banner: banner(undefined) })
  return (
    <ActiveComparedList
      kind={kind}
      gameName={gameName}
      noun={noun}
      list={list}
      active={active}
      show={store.comparison.show}
      banner={banner}
    >
      {children}
    </ActiveComparedList>
  )
}

type BannerOf = (counts: DiffCounts | undefined, status?: string) => ReactNode

type ActiveProps<K extends ListKind> = Omit<ComparedListProps<K>, 'gameId'> & {
  active: ActiveComparison
  show: ChangeFilter
  banner: BannerOf
}

function ActiveComparedList<K extends ListKind>({
  kind,
  gameName,
  noun,
  list,
  active,
  show,
  banner,
  children,
}: ActiveProps<K>) {
  const { items } = list
  const tab = useTabDiff(active, kind, gameName, list)
  const diff = tab.state === 'ready' ? tab.diff : undefined
  const rows = useMemo(() => diff && compareRows(list, diff), [list, diff])
  const keep = useMemo(
    () => (rows && show !== 'all' ? (index: number) => rows.kindAt(index) === show : undefined),
    [rows, show],
  )
  if (!rows || !diff) {
    const status =
      tab.state === 'missing'
        ? tab.message
        : `Comparing ${items.length.toLocaleString('en-US')} ${noun}…`
    return children(list, { current: list, banner: banner(undefined, status) })
  }
  return (
    <ChangeMarkContext value={rows.markOf}>
      {children(rows.all, {
        current: list,
        keep,
        banner: banner(diff.counts),
        figures: <ComparisonFigures counts={diff.counts} />,
        rowClassName: (item) => (rows.isRemoved(item) ? removedRow : undefined),
      })}
    </ChangeMarkContext>
  )
}
