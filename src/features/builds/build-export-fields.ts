import type { Build } from '../../api/schemas'
import { uploadExportFields, type ExportField } from '../../components/export/export-fields'

const shared = uploadExportFields<Build>()

/** Seed 2.1's fields, ids first, then the status the table shows. */
export const buildExportFields: readonly ExportField<Build>[] = [
  { name: 'build_id', value: (build) => build.buildId },
  shared.uploadId,
  shared.name,
  shared.size,
  shared.created,
  shared.complete,
  shared.status,
]
