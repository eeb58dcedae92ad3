import { useQuery } from '@tanstack/react-query'
import { Fragment, Suspense, type ReactNode } from 'react'
import { useApiClient } from '../../api/client-context'
import { listKinds, type ListKind } from '../../api/list-kinds'
import type { ListItem } from '../../api/schemas'
import { QueryView } from './failures/query-view'
import { exportFieldsOf } from './export/kind-export-fields'
import { kindViews, type KindView } from './kind-views'
import { listQueries } from './list-queries'
import { ListView, type ListViewProps } from './list-view'
import { useComparison } from './compare-ui/comparison-context'
import type { ComparedListProps } from './compare-ui/compared-list'
import { lazyWithPreload } from '../../lib/lazy-with-preload'
import { useView } from './view-context'

/** A list compared with a snapshot: of no use until a file is chosen. */
const comparedList = lazyWithPreload(() =>
  import('./compare-ui/compared-list').then((module) => module.ComparedList),
)
// React.lazy drops the component's type parameter: this puts it back.
const ComparedList = comparedList.Component as unknown as <K extends ListKind>(
  props: ComparedListProps<K>,
) => ReactNode

export type AssetListProps<K extends ListKind> = { kind: K; gameId: string; gameName: string }

/** One kind's list of a game: loading, failure, empty or the list view, in the panel's order. */
export function AssetList<K extends ListKind>({ kind, gameId, gameName }: AssetListProps<K>) {
  const { sort, setSort, filter, setFilter } = useView()
  const query = useQuery(listQueries.list(useApiClient(), kind, gameId))
  const { label, plural } = listKinds[kind]
  const view = kindViews[kind] as KindView<ListItem<K>>
  const Provider = view.Provider ?? Fragment
  const comparison = useComparison()?.comparison
  const comparing =
    comparison !== undefined &&
    (comparison.active?.gameId === gameId || !!comparison.reading || !!comparison.problem)
  return (
    <Provider>
      <QueryView
        query={query}
        context={{ noun: plural, gameId, gameName }}
        emptyTitle={`This game has no ${plural} yet.`}
        emptyHint={listKinds[kind].emptyHint}
        columns={view.columns.length}
      >
        {(list) => {
          const props: ListViewProps<ListItem<K>> = {
            label: `${label} of ${gameName}`,
            noun: plural,
            list,
            columns: view.columns,
            rowHeight: view.rowHeight,
            sort,
            onSortChange: setSort,
            // Tag filters stay in the view for the builds tab, and do nothing here without tags.
            filter: view.tagged ? filter : { ...filter, tags: [] },
            onFilterChange: setFilter,
            tagged: view.tagged === true,
            exportSource: {
              gameId,
              gameName,
              tab: kind,
              fields: exportFieldsOf(kind),
              fetchedAt: query.dataUpdatedAt,
            },
          }
          // Comparing (or reading a file to): the list with its changes, loaded on first use.
          return comparing ? (
            <Suspense fallback={<ListView {...props} />}>
              <ComparedList
                kind={kind}
                gameId={gameId}
                gameName={gameName}
                noun={plural}
                list={list}
              >
                {(rows, comparison) => <ListView {...props} list={rows} comparison={comparison} />}
              </ComparedList>
            </Suspense>
          ) : (
            <ListView {...props} />
          )
        }}
      </QueryView>
    </Provider>
  )
}
