import type { CdnSite } from '../../api/schemas'
import { idColumn, uploadColumns } from '../../components/data-table/upload-columns'

const shared = uploadColumns<CdnSite>()

export const siteColumns = [
  shared.name,
  shared.status,
  shared.size,
  shared.created,
  idColumn(shared.helper, 'siteId', 'Site ID'),
  shared.uploadId,
]
