import type { Avatar } from '../../api/schemas'
import { uploadExportFields } from '../../components/export/export-fields'

/** Seed 2.3's fields (`url` only for a complete avatar), then the status the table shows. */
export const avatarExportFields = uploadExportFields<Avatar>({
  extra: [{ name: 'url', value: (avatar) => avatar.url }],
})
