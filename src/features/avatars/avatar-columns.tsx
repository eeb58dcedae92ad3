import type { Avatar } from '../../api/schemas'
import { uploadColumns } from '../../components/data-table/upload-columns'
import { AvatarThumbnail } from './avatar-thumbnail'

const shared = uploadColumns<Avatar>()

export const avatarColumns = [
  shared.helper.display({
    id: 'thumbnail',
    header: () => <span className="sr-only">Thumbnail</span>,
    meta: { className: 'w-14' },
    cell: ({ row }) => <AvatarThumbnail avatar={row.original} />,
  }),
  shared.name,
  shared.status,
  shared.size,
  shared.created,
  shared.uploadId,
]
