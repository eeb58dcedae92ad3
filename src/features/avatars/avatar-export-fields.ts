import type { Avatar } from '../../api/schemas'
import { uploadExportFields, type ExportField } from '../../components/export/export-fields'

const shared = uploadExportFields<Avatar>()

/** Seed 2.3's fields (`url` only for a complete avatar), then the status the table shows. */
export const avatarExportFields: readonly ExportField<Avatar>[] = [
  shared.uploadId,
  shared.name,
  shared.size,
  shared.created,
  shared.complete,
  { name: 'url', value: (avatar) => avatar.url },
  shared.status,
]
