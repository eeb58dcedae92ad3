import type { Bytes } from '@/lib/format-size'
import { idKeyOf, listKinds, type ListKind } from '@/model/list-kinds'
import type { ListItem, Tags } from '@/model/list-items'
import type { StatusClock } from '@/model/upload-status'
import { uploadStatus } from '@/model/upload-status'

export type ExportFormat = 'csv' | 'json'

/**
 * One exported value. A string is text (from the API, or a status word) and is neutralised in a
 * CSV; a number or bigint is a whole byte count, written with every digit; a Date is a time,
 * written in ISO 8601 UTC; an array is a build's tags, written as `key=value; key=value` in a CSV
 * and as an object in JSON; undefined is a value the API sent unreadable (or left out), written
 * as an empty cell or `null`. The type decides the writing, so no field is looked up by name.
 */
export type ExportValue = string | Bytes | boolean | Date | Tags | undefined

/** Whether a value is a build's tags (`Array.isArray` does not narrow a readonly array). */
export const isTags = (value: ExportValue): value is Tags => Array.isArray(value)

/** One column of an export: the API's own field name and how to read it off an item. */
export type ExportField<T> = {
  name: string
  value: (item: T, clock: StatusClock) => ExportValue
}

/** Each kind's export fields after the ones every upload shares (its own id comes first). */
const extraFields: { [K in ListKind]?: readonly ExportField<ListItem<K>>[] } = {
  builds: [{ name: 'tags', value: (build) => build.tags }],
  // The API sends `url` only for a complete avatar.
  avatars: [{ name: 'url', value: (avatar) => avatar.url }],
}

/**
 * The columns of a kind's export, with the API's field names, in the API's order: its own id
 * first, then the fields every upload shares, then its own other fields, and last the status the
 * table shows. React-free, so the review script (which writes a pack's snapshot.json) imports it.
 */
export function exportFieldsOf<K extends ListKind>(kind: K): readonly ExportField<ListItem<K>>[] {
  const { idField } = listKinds[kind]
  const idKey = idKeyOf(kind) as keyof ListItem<K>
  const extra = (extraFields[kind] ?? []) as readonly ExportField<ListItem<K>>[]
  return [
    // upload_id is one of the shared fields already.
    ...(idField === 'upload_id'
      ? []
      : [{ name: idField, value: (item: ListItem<K>) => item[idKey] as string }]),
    { name: 'upload_id', value: (item) => item.uploadId },
    { name: 'display_name', value: (item) => item.name },
    { name: 'content_length', value: (item) => item.size },
    {
      name: 'create_ts',
      value: (item) => (item.createdAt === undefined ? undefined : new Date(item.createdAt)),
    },
    { name: 'complete', value: (item) => item.complete },
    ...extra,
    // Derived the way the table's badge is, with the table's clock, so the file says what the
    // screen said when the operator clicked.
    { name: 'status', value: (item, { now, staleAfter }) => uploadStatus(item, now, staleAfter) },
  ]
}
