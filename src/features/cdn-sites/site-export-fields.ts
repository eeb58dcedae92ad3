import type { CdnSite } from '../../api/schemas'
import { uploadExportFields, type ExportField } from '../../components/export/export-fields'

const shared = uploadExportFields<CdnSite>()

/** Seed 2.2's fields, ids first, then the status the table shows. */
export const siteExportFields: readonly ExportField<CdnSite>[] = [
  { name: 'site_id', value: (site) => site.siteId },
  shared.uploadId,
  shared.name,
  shared.size,
  shared.created,
  shared.complete,
  shared.status,
]
