import type { Build } from '../../api/schemas'
import { uploadExportFields } from '../../components/export/export-fields'

/** Seed 2.1's fields, ids first, then the status the table shows. */
export const buildExportFields = uploadExportFields<Build>({
  ids: [{ name: 'build_id', value: (build) => build.buildId }],
})
