import { createColumnHelper, type ColumnDef, type RowData } from '@tanstack/react-table'
import type { UploadSummary } from '../../api/schemas'
import { naturalCompare } from '../../lib/natural-compare'
import { RelativeTime } from '../relative-time'
import { ShortId } from '../short-id'
import { SizeText } from '../size-text'
import { StatusBadge, statusStyles, uploadStatus } from '../status-badge'
import type { TableFeatures } from './table-features'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TFeatures, TData extends RowData, TValue> {
    /** Classes for this column's header and body cells (alignment, width). */
    className?: string
  }
}

const statusLabel = (item: UploadSummary) => statusStyles[uploadStatus(item)].label

type AnyColumn<T extends UploadSummary> = ColumnDef<TableFeatures, T, unknown>

/**
 * The columns every upload table shares (name, status, size, created, upload id), built for one
 * row type. Sorting compares the parsed values; ties keep the API's order (the table's sort is
 * stable), so equal rows never jump around when the direction flips.
 */
export function uploadColumns<T extends UploadSummary>() {
  const helper = createColumnHelper<TableFeatures, T>()
  return {
    helper,
    name: helper.accessor((row) => row.name, {
      id: 'name',
      header: 'Name',
      sortFn: (a, b) => naturalCompare(a.original.name, b.original.name),
      cell: (info) => (
        <span
          dir="auto"
          title={info.getValue()}
          className="block max-w-[28rem] truncate font-medium"
        >
          {info.getValue()}
        </span>
      ),
    }) as AnyColumn<T>,
    status: helper.accessor((row) => uploadStatus(row), {
      id: 'status',
      header: 'Status',
      sortFn: (a, b) => statusLabel(a.original).localeCompare(statusLabel(b.original)),
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }) as AnyColumn<T>,
    size: helper.accessor((row) => row.size, {
      id: 'size',
      header: 'Size',
      sortFn: (a, b) => a.original.size - b.original.size,
      meta: { className: 'text-right' },
      cell: (info) => <SizeText bytes={info.getValue()} />,
    }) as AnyColumn<T>,
    created: helper.accessor((row) => row.createdAt, {
      id: 'created',
      header: 'Created',
      sortFn: (a, b) => a.original.createdAt - b.original.createdAt,
      cell: (info) => <RelativeTime time={info.getValue()} />,
    }) as AnyColumn<T>,
    uploadId: idColumn(helper, 'uploadId', 'Upload ID'),
  }
}

/** A column showing one id field, shortened, unsortable (ids carry no order). */
export function idColumn<T extends UploadSummary>(
  helper: ReturnType<typeof createColumnHelper<TableFeatures, T>>,
  key: keyof T & string,
  header: string,
): AnyColumn<T> {
  return helper.accessor((row) => String(row[key]), {
    id: key,
    header,
    enableSorting: false,
    cell: (info) => <ShortId value={info.getValue()} />,
  }) as AnyColumn<T>
}
