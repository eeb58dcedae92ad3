import type { ColumnDef } from '@tanstack/react-table'
import type { ComponentType, ReactNode } from 'react'
import { idKeyOf, listKinds, type ListKind } from '../../api/list-kinds'
import type { ListItem, UploadSummary } from '../../api/schemas'
import type { TableFeatures } from '../../components/data-table/table-features'
import { avatarColumns } from './avatars/avatar-columns'
import { AvatarPreviewProvider } from './avatars/avatar-preview'
import { buildColumns } from './builds/build-columns'
import { uploadExportFields, type ExportField } from './export/export-fields'
import { standardColumns } from './upload-columns'

/** How one kind's list looks: what the kind model (api/list-kinds.ts) leaves to the screen. */
export type KindView<T extends UploadSummary> = {
  columns: ColumnDef<TableFeatures, T, unknown>[]
  /** Export columns after the fields every upload shares (the kind's own id comes first). */
  exportExtra?: readonly ExportField<T>[]
  /** Row height in pixels (every row of a kind is equally tall); the table's default if unset. */
  rowHeight?: number
  /** Its items carry `tags` (builds): tag filters apply, and the toolbar shows them. */
  tagged?: boolean
  /** Wraps the list, for state its cells share (the avatars' one preview dialog). */
  Provider?: ComponentType<{ children: ReactNode }>
}

export const kindViews: { [K in ListKind]: KindView<ListItem<K>> } = {
  builds: {
    columns: buildColumns,
    tagged: true,
    // An object in JSON, `key=value; key=value` in a CSV.
    exportExtra: [{ name: 'tags', value: (build) => build.tags }],
  },
  sites: { columns: standardColumns('sites') },
  avatars: {
    columns: avatarColumns,
    // The API sends `url` only for a complete avatar.
    exportExtra: [{ name: 'url', value: (avatar) => avatar.url }],
    // Room for the 40 px thumbnail.
    rowHeight: 57,
    Provider: AvatarPreviewProvider,
  },
}

const exportFields = new Map<ListKind, readonly ExportField<never>[]>()

/** The columns of a kind's export, with the API's field names, in the API's order. */
export function exportFieldsOf<K extends ListKind>(kind: K): readonly ExportField<ListItem<K>>[] {
  const cached = exportFields.get(kind) as readonly ExportField<ListItem<K>>[] | undefined
  if (cached) return cached
  const { idField } = listKinds[kind]
  const idKey = idKeyOf(kind) as keyof ListItem<K>
  const fields = uploadExportFields<ListItem<K>>({
    // upload_id is one of the shared fields already.
    ids: idField === 'upload_id' ? [] : [{ name: idField, value: (item) => item[idKey] as string }],
    extra: (kindViews[kind] as KindView<ListItem<K>>).exportExtra,
  })
  exportFields.set(kind, fields)
  return fields
}
