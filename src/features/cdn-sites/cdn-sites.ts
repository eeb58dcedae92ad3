import type { CdnSite } from '../../api/schemas'
import type { AssetKind } from '../../components/asset-list'
import { siteColumns } from './site-columns'
import { siteExportFields } from './site-export-fields'
import { siteQueries } from './site-queries'

export const cdnSites: AssetKind<CdnSite> = {
  label: 'CDN sites',
  noun: 'CDN sites',
  emptyTitle: 'This game has no CDN sites yet.',
  emptyHint: 'CDN sites show up here as soon as one starts uploading.',
  query: siteQueries.list,
  columns: siteColumns,
  exportFields: siteExportFields,
}
