import type { Avatar } from '../../api/schemas'
import type { AssetKind } from '../../components/asset-list'
import { avatarColumns } from './avatar-columns'
import { avatarExportFields } from './avatar-export-fields'
import { AvatarPreviewProvider } from './avatar-preview'
import { avatarQueries } from './avatar-queries'

export const avatars: AssetKind<Avatar> = {
  label: 'Avatars',
  noun: 'custom avatars',
  emptyTitle: 'This game has no custom avatars yet.',
  emptyHint: 'Avatars show up here as soon as a player starts uploading one.',
  query: avatarQueries.list,
  columns: avatarColumns,
  exportFields: avatarExportFields,
  // Room for the 40 px thumbnail.
  rowHeight: 57,
  Provider: AvatarPreviewProvider,
}
