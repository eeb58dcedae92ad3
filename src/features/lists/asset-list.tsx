import { useQuery } from '@tanstack/react-query'
import { Fragment, useContext } from 'react'
import { useApiClient } from '@/api/client-context'
import { listKinds, type ListKind } from '@/model/list-kinds'
import type { ListItem } from '@/model/list-items'
import { echoText } from '@/lib/bound-text'
import { QueryView } from './failures/query-view'
import { kindViews, type KindView } from './kind-views'
import { listQueries } from './list-queries'
import { ListView, type ListViewProps } from './list-view'
import { ListPartsContext } from './list-parts'
import { useView } from './view-context'
import { filterOf } from '@/model/view'

export type AssetListProps<K extends ListKind> = { kind: K; gameId: string; gameName: string }

/** One kind's list of a game: loading, failure, empty or the list view, in the panel's order. */
export function AssetList<K extends ListKind>({ kind, gameId, gameName }: AssetListProps<K>) {
  const { view: shown, change } = useView()
  const filter = filterOf(shown)
  const query = useQuery(listQueries.list(useApiClient(), kind, gameId))
  const { label, plural } = listKinds[kind]
  const view = kindViews[kind] as KindView<ListItem<K>>
  const Provider = view.Provider ?? Fragment
  const { Compared } = useContext(ListPartsContext)
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
          const props: ListViewProps<K> = {
            kind,
            gameId,
            gameName,
            fetchedAt: query.dataUpdatedAt,
            label: `${label} of ${echoText(gameName)}`,
            noun: plural,
            list,
            columns: view.columns,
            rowHeight: view.rowHeight,
            sort: shown.sort,
            onSortChange: (sort) => change({ sort }),
            // Tag filters stay in the view for the builds tab, and do nothing here without tags.
            filter: view.tagged ? filter : { ...filter, tags: [] },
            onFilterChange: change,
            tagged: view.tagged === true,
          }
          // Another feature may show it otherwise: compared with a snapshot.
          return Compared ? (
            <Compared kind={kind} gameId={gameId} gameName={gameName} noun={plural} list={list}>
              {(rows, comparison) => <ListView {...props} list={rows} comparison={comparison} />}
            </Compared>
          ) : (
            <ListView {...props} />
          )
        }}
      </QueryView>
    </Provider>
  )
}
