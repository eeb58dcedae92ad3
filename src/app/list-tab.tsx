import { useQuery } from '@tanstack/react-query'
import { Fragment, useId } from 'react'
import { useApiClient } from '@/api/client-context'
import { useStatusClock } from '@/components/stale-rule'
import { ChartSlot, ChartToggle } from '@/features/chart/chart-slot'
import { PeriodChip } from '@/features/chart/period-chip'
import { ListExport } from '@/features/export/export-buttons'
import type { FailureActions } from '@/features/lists/failures/failure-actions'
import { ListStatus } from '@/features/lists/failures/list-status'
import { ItemWarningsNote } from '@/features/lists/item-warnings-note'
import { LastVisitFacts } from '@/features/lists/last-visit-facts'
import { markSeen, useLastVisitRule } from '@/features/lists/last-visit'
import { kindTables, type KindTable } from '@/features/lists/kind-tables'
import { listQueries } from '@/features/lists/list-queries'
import { FreshListNotice, ListRefresh } from '@/features/lists/list-refresh'
import { ListTable } from '@/features/lists/list-table'
import { foldedStops, ListToolbar } from '@/features/lists/list-toolbar'
import { ColumnsMenu } from '@/features/lists/columns-menu'
import { useColumnChoice } from '@/features/lists/column-choice'
import { SummaryStrip } from '@/features/lists/summary-strip'
import { useListRows } from '@/features/lists/use-list-rows'
import { CompareMenu } from '@/features/release-review/compare-menu'
import { SinceFacts } from '@/features/release-review/since-facts'
import { ComparisonBanner } from '@/features/release-review/comparison-banner'
import { ComparisonFigures } from '@/features/release-review/comparison-figures'
import { useListComparison } from '@/features/release-review/use-list-comparison'
import { echoText } from '@/lib/bound-text'
import type { ListItem } from '@/model/list-items'
import { listKinds, type ListKind } from '@/model/list-kinds'
import type { ListModel } from '@/model/list-model'
import { noFilter, withSince, withVisit } from '@/model/row-filter'
import { ItemLinkNote } from '@/features/lists/item-link-note'
import { itemIdOf } from '@/model/is-new'
import { useItemLink } from '@/features/lists/use-item-link'
import { linkToOpened } from '@/features/lists/item-link'
import { filterOf } from '@/model/view'
import { useRovingKeys } from '@/components/use-roving-keys'
import { useView } from './view-context'

export type ListTabProps<K extends ListKind> = {
  kind: K
  gameId: string
  gameName: string
  /** The panel is narrow: the toolbar folds its controls, and holds the refresh controls. */
  compact: boolean
  /** A panel of medium width: the filters fold behind "Filters", the actions stay in sight. */
  foldFilters?: boolean
  /** What the page can do for an operator stuck on an error (enter a token, pick a game). */
  failureActions: FailureActions
  /** The item a link opened is in none of the game's lists, now that they are whole. */
  itemUnknown?: boolean
}

/** One kind's list of a game, as its tab shows it: loading, failed, empty, or the list. */
export function ListTab<K extends ListKind>({ failureActions, ...props }: ListTabProps<K>) {
  const { kind, gameId, gameName } = props
  const query = useQuery(listQueries.list(useApiClient(), kind, gameId))
  const { plural, emptyHint } = listKinds[kind]
  const { columns, Provider = Fragment } = kindTables[kind]
  return (
    <Provider>
      <ListStatus
        query={query}
        context={{ noun: plural, gameId, gameName }}
        emptyTitle={`This game has no ${plural} yet.`}
        emptyHint={emptyHint}
        columns={columns.length}
        actions={failureActions}
      >
        {query.data && <LoadedList {...props} list={query.data} fetchedAt={query.dataUpdatedAt} />}
      </ListStatus>
    </Provider>
  )
}

type LoadedListProps<K extends ListKind> = Omit<ListTabProps<K>, 'failureActions'> & {
  list: ListModel<ListItem<K>>
  /** When the list was fetched (epoch ms; 0 when not known). */
  fetchedAt: number
}

/** The list's actions in the toolbar, in order: the one Tab stop their arrow keys go through. */
const actionStops = ['compare', 'chart', 'columns', 'csv', 'json'] as const

/** A loaded list, and what each feature adds to it (the tree in docs/architecture.md). */
export function LoadedList<K extends ListKind>({
  kind,
  gameId,
  gameName,
  list,
  fetchedAt,
  compact,
  foldFilters = false,
  itemUnknown = false,
}: LoadedListProps<K>) {
  const { view, change, linkTo, hostColumns } = useView()
  const { label, plural: noun } = listKinds[kind]
  const table = kindTables[kind] as KindTable<ListItem<K>>
  // Tag filters stay in the view for the builds tab, and do nothing on the others.
  const viewFilter = table.tagged ? filterOf(view) : { ...filterOf(view), tags: [] }
  const clock = useStatusClock()
  const comparison = useListComparison(kind, gameId, gameName, noun, list)
  // What is new since the last visit, unless the view says since when, or a comparison is open.
  const visit = useLastVisitRule(kind, list, comparison !== undefined)
  const filter = withVisit(viewFilter, visit)
  const onMarkSeen = () => {
    markSeen(kind, list, fetchedAt || Date.now())
    if (filter.status === 'new' && filter.since === undefined) change({ status: 'all' })
  }
  const rows = useListRows(comparison?.rows ?? list, view.sort, filter, clock, comparison)
  const { current, currentOrder } = rows
  const itemLink = useItemLink(kind, rows, view.item, itemUnknown)
  const id = useId()
  const columnChoice = useColumnChoice(kind, table.columns, hostColumns)
  const actions = useRovingKeys(compact ? foldedStops : actionStops, 'horizontal')

  return (
    <>
      <FreshListNotice replaced={list.lastVisit !== undefined} noun={noun} />
      {comparison && <ComparisonBanner {...comparison.banner} />}
      <ListToolbar
        noun={noun}
        filter={filter}
        onFilterChange={change}
        tagged={table.tagged === true}
        filters={
          <PeriodChip
            from={filter.from}
            to={filter.to}
            onClear={() => change({ from: undefined, to: undefined })}
          />
        }
        compact={compact ? { refresh: <ListRefresh kind={kind} gameId={gameId} /> } : undefined}
        foldFilters={foldFilters}
        actions={actions}
      >
        <CompareMenu
          since={filter.since}
          onSinceChange={(since) => change(withSince(filter, since))}
          target={{ gameId, gameName, tab: kind }}
          control={actions.control('compare')}
        />
        <ChartToggle listId={id} control={actions.control('chart')} />
        <ColumnsMenu
          columns={table.columns}
          choice={columnChoice}
          control={actions.control('columns')}
        />
        <ListExport
          kind={kind}
          gameId={gameId}
          gameName={gameName}
          fetchedAt={fetchedAt}
          noun={noun}
          list={current}
          order={currentOrder}
          clock={clock}
          filter={rows.filter}
          control={actions.control}
        />
      </ListToolbar>
      <SummaryStrip
        items={current.items}
        shown={currentOrder.length}
        noun={noun}
        clock={clock}
        arriving={rows.list.arriving}
        more={
          filter.since !== undefined ? (
            <SinceFacts items={current.items} since={filter.since} />
          ) : visit ? (
            <LastVisitFacts items={current.items} rule={visit} onMarkSeen={onMarkSeen} />
          ) : null
        }
        compact={compact}
      >
        {comparison?.counts && <ComparisonFigures counts={comparison.counts} />}
      </SummaryStrip>
      <ChartSlot
        listId={id}
        list={current}
        noun={noun}
        period={{ from: filter.from, to: filter.to }}
        onPeriodChange={change}
      />
      <ItemWarningsNote items={current.items} noun={noun} />
      {view.item !== undefined && itemLink.note && (
        <ItemLinkNote
          kind={kind}
          itemId={view.item}
          gameName={gameName}
          link={itemLink.note}
          onShow={() => change(noFilter)}
          onDismiss={() => change({ item: undefined })}
        />
      )}
      <ListTable
        kind={kind}
        columnChoice={columnChoice}
        label={`${label} of ${echoText(gameName)}`}
        noun={noun}
        table={table}
        rows={rows}
        sort={view.sort}
        onSortChange={(sort) => change({ sort })}
        filter={filter}
        onFilterChange={change}
        markOf={comparison?.markOf}
        rowClassName={comparison?.rowClassName}
        current={itemLink.index}
        linkOf={
          linkTo &&
          ((item: ListItem<K>) =>
            linkToOpened(linkTo, { gameId, tab: kind, itemId: itemIdOf(kind)(item) }))
        }
      />
    </>
  )
}
