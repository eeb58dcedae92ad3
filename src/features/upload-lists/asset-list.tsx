import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import { useApiClient } from '../../api/client-context'
import { listKinds, type ListKind } from '../../api/list-kinds'
import type { ListItem } from '../../api/schemas'
import { QueryView } from './failures/query-view'
import { exportFieldsOf, kindViews, type KindView } from './kind-views'
import { listQueries } from './list-queries'
import { ListView } from './list-view'
import { useView } from './view-context'

export type AssetListProps<K extends ListKind> = { kind: K; gameId: string; gameName: string }

/** One kind's list of a game: loading, failure, empty or the list view, in the panel's order. */
export function AssetList<K extends ListKind>({ kind, gameId, gameName }: AssetListProps<K>) {
  const { sort, setSort, filter, setFilter } = useView()
  const query = useQuery(listQueries.list(useApiClient(), kind, gameId))
  const { label, plural } = listKinds[kind]
  const view = kindViews[kind] as KindView<ListItem<K>>
  const Provider = view.Provider ?? Fragment
  return (
    <Provider>
      <QueryView
        query={query}
        context={{ noun: plural, gameId, gameName }}
        emptyTitle={`This game has no ${plural} yet.`}
        emptyHint={listKinds[kind].emptyHint}
        columns={view.columns.length}
      >
        {(items) => (
          <ListView
            label={`${label} of ${gameName}`}
            noun={plural}
            items={items}
            columns={view.columns}
            rowHeight={view.rowHeight}
            sort={sort}
            onSortChange={setSort}
            // Tag filters stay in the view for the builds tab, and do nothing here without tags.
            filter={view.tagged ? filter : { ...filter, tags: [] }}
            onFilterChange={setFilter}
            tagged={view.tagged === true}
            exportSource={{
              gameId,
              gameName,
              tab: kind,
              fields: exportFieldsOf(kind),
              fetchedAt: query.dataUpdatedAt,
            }}
          />
        )}
      </QueryView>
    </Provider>
  )
}
