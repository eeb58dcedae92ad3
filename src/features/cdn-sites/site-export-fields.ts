import type { CdnSite } from '../../api/schemas'
import { uploadExportFields } from '../../components/export/export-fields'

/** Seed 2.2's fields, ids first, then the status the table shows. */
export const siteExportFields = uploadExportFields<CdnSite>({
  ids: [{ name: 'site_id', value: (site) => site.siteId }],
})
