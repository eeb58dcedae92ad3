import type { ComponentType, ReactNode } from 'react'
import type { ListKind } from '@/model/list-kinds'
import type { ListItem, UploadSummary } from '@/model/list-items'
import type { TableColumn } from '@/components/data-table/table-features'
import { avatarColumns } from './avatars/avatar-columns'
import { AvatarPreviewProvider } from './avatars/avatar-preview'
import { buildColumns } from './builds/build-columns'
import { standardColumns } from './upload-columns'

/** How one kind's list looks in the table: what the kind model (model/list-kinds.ts) leaves to the screen. */
export type KindTable<T extends UploadSummary> = {
  columns: TableColumn<T>[]
  /** Row height in pixels (every row of a kind is equally tall); the table's default if unset. */
  rowHeight?: number
  /** Its items carry `tags` (builds): tag filters apply, and the toolbar shows them. */
  tagged?: boolean
  /** Wraps the list, for state its cells share (the avatars' one preview dialog). */
  Provider?: ComponentType<{ children: ReactNode }>
}

export const kindTables: { [K in ListKind]: KindTable<ListItem<K>> } = {
  builds: {
    columns: buildColumns,
    tagged: true,
  },
  sites: { columns: standardColumns('sites') },
  avatars: {
    columns: avatarColumns,
    // Room for the 40 px thumbnail.
    rowHeight: 57,
    Provider: AvatarPreviewProvider,
  },
}
