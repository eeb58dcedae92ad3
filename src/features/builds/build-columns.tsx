import type { Build } from '../../api/schemas'
import { idColumn, uploadColumns } from '../../components/data-table/upload-columns'

const shared = uploadColumns<Build>()

export const buildColumns = [
  shared.name,
  shared.status,
  shared.size,
  shared.created,
  idColumn(shared.helper, 'buildId', 'Build ID'),
  shared.uploadId,
]
