import { idKeyOf, listKinds, type ListKind } from '@/model/list-kinds'
import type { ListItem } from '@/model/list-items'
import { uploadExportFields, type ExportField } from './export-fields'

/*
 * Without React, so the review script (which writes a pack's snapshot.json) can import it: a
 * script that loads React before Vite builds the page shell breaks that build.
 */

/** Each kind's export fields after the ones every upload shares (its own id comes first). */
const extraFields: { [K in ListKind]?: readonly ExportField<ListItem<K>>[] } = {
  // An object in JSON, `key=value; key=value` in a CSV.
  builds: [{ name: 'tags', value: (build) => build.tags }],
  // The API sends `url` only for a complete avatar.
  avatars: [{ name: 'url', value: (avatar) => avatar.url }],
}

/** The columns of a kind's export, with the API's field names, in the API's order. */
export function exportFieldsOf<K extends ListKind>(kind: K): readonly ExportField<ListItem<K>>[] {
  const { idField } = listKinds[kind]
  const idKey = idKeyOf(kind) as keyof ListItem<K>
  return uploadExportFields<ListItem<K>>({
    // upload_id is one of the shared fields already.
    ids: idField === 'upload_id' ? [] : [{ name: idField, value: (item) => item[idKey] as string }],
    extra: extraFields[kind] as readonly ExportField<ListItem<K>>[] | undefined,
  })
}
