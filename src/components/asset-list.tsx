import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { Fragment, type ComponentType, type ReactNode } from 'react'
import type { ApiClient } from '../api/client'
import { useApiClient } from '../api/client-context'
import type { UploadSummary } from '../api/schemas'
import type { RowFilter } from './data-table/row-filter'
import type { SortState } from './data-table/sort'
import type { TableFeatures } from './data-table/table-features'
import type { ExportField } from './export/export-fields'
import { ListView } from './list-view'
import { QueryView } from './query-view'

type ListQuery<T> = UseQueryOptions<T[], Error, T[], string[]>

/** What a feature tells the dashboard about one kind of asset. */
export type AssetKind<T extends UploadSummary> = {
  label: string
  /** Plural noun for sentences: "builds". */
  noun: string
  emptyTitle: string
  emptyHint: string
  query: (client: ApiClient, gameId: string) => ListQuery<T>
  columns: ColumnDef<TableFeatures, T, unknown>[]
  /** The columns of an export, with the API's field names, in order. */
  exportFields: readonly ExportField<T>[]
  /** Row height in pixels (every row of a kind is equally tall); the table's default if unset. */
  rowHeight?: number
  /** Wraps the list, for state its cells share (the avatars' one preview dialog). */
  Provider?: ComponentType<{ children: ReactNode }>
}

export type AssetListProps<T extends UploadSummary> = {
  kind: AssetKind<T>
  /** The tab's id in the URL (`builds`, `sites`, `avatars`), for export file names. */
  tab: string
  gameId: string
  gameName: string
  sort: SortState
  onSortChange: (sort: SortState) => void
  filter: RowFilter
  onFilterChange: (patch: Partial<RowFilter>) => void
}

export function AssetList<T extends UploadSummary>({
  kind,
  tab,
  gameId,
  gameName,
  sort,
  onSortChange,
  filter,
  onFilterChange,
}: AssetListProps<T>) {
  const query = useQuery(kind.query(useApiClient(), gameId))
  const Provider = kind.Provider ?? Fragment
  return (
    <Provider>
      <QueryView
        query={query}
        context={{ noun: kind.noun, gameId, gameName }}
        emptyTitle={kind.emptyTitle}
        emptyHint={kind.emptyHint}
        columns={kind.columns.length}
      >
        {(items) => (
          <ListView
            label={`${kind.label} of ${gameName}`}
            noun={kind.noun}
            items={items}
            columns={kind.columns}
            rowHeight={kind.rowHeight}
            sort={sort}
            onSortChange={onSortChange}
            filter={filter}
            onFilterChange={onFilterChange}
            exportSource={{ gameId, tab, fields: kind.exportFields }}
          />
        )}
      </QueryView>
    </Provider>
  )
}
