import type { Avatar } from '@/model/list-items'
import { uploadColumns } from '@/features/lists/upload-columns'
import { createAppColumnHelper, type TableColumn } from '@/components/data-table/table-features'
import { AvatarThumbnail } from './avatar-thumbnail'

const helper = createAppColumnHelper<Avatar>()
const shared = uploadColumns<Avatar>()

// Typed, so that the library's declarations (tsconfig.lib.json) can name it.
export const avatarColumns: TableColumn<Avatar>[] = [
  helper.display({
    id: 'thumbnail',
    header: () => <span className="sr-only">Thumbnail</span>,
    enableSorting: false,
    size: 56,
    enableResizing: false,
    meta: { label: 'Thumbnail' },
    cell: ({ row }) => <AvatarThumbnail avatar={row.original} />,
  }),
  shared.name,
  shared.status,
  shared.size,
  shared.created,
  shared.uploadId,
]
