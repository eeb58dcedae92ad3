import type { Build } from '../../api/schemas'
import type { AssetKind } from '../../components/asset-list'
import { buildColumns } from './build-columns'
import { buildExportFields } from './build-export-fields'
import { buildQueries } from './build-queries'

export const builds: AssetKind<Build> = {
  label: 'Builds',
  noun: 'builds',
  emptyTitle: 'This game has no builds yet.',
  emptyHint: 'Builds show up here as soon as one starts uploading.',
  query: buildQueries.list,
  columns: buildColumns,
  exportFields: buildExportFields,
}
