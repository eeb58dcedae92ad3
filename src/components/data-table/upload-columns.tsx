import { createColumnHelper, type ColumnDef, type RowData } from '@tanstack/react-table'
import type { UploadSummary } from '../../api/schemas'
import { NameText } from '../name-text'
import { TimeText } from '../time-text'
import { ShortId } from '../short-id'
import { SizeText } from '../size-text'
import { StatusCell } from '../status-cell'
import type { TableFeatures } from './table-features'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TFeatures, TData extends RowData, TValue> {
    /** Classes for this column's header and body cells (alignment). */
    className?: string
    /** Width class of the column; the table's layout is fixed so scrolling never reflows it. */
    width?: string
  }
}

export type AnyColumn<T extends UploadSummary> = ColumnDef<TableFeatures, T, unknown>

/**
 * The columns every upload table shares (name, status, size, created, upload id), built for one
 * row type. Their ids are the sortable columns of sort.ts.
 */
export function uploadColumns<T extends UploadSummary>() {
  const helper = createColumnHelper<TableFeatures, T>()
  return {
    helper,
    name: helper.accessor((row) => row.name, {
      id: 'name',
      header: 'Name',
      cell: (info) => <NameText name={info.getValue()} warnings={info.row.original.warnings} />,
    }) as AnyColumn<T>,
    status: helper.accessor((row) => row.complete, {
      id: 'status',
      header: 'Status',
      meta: { width: 'w-32' },
      cell: (info) => <StatusCell item={info.row.original} />,
    }) as AnyColumn<T>,
    size: helper.accessor((row) => row.size, {
      id: 'size',
      header: 'Size',
      meta: { className: 'text-right', width: 'w-28' },
      cell: (info) => <SizeText bytes={info.getValue()} />,
    }) as AnyColumn<T>,
    created: helper.accessor((row) => row.createdAt, {
      id: 'created',
      header: 'Created',
      meta: { width: 'w-32' },
      cell: (info) => <TimeText time={info.getValue()} />,
    }) as AnyColumn<T>,
    uploadId: idColumn(helper, 'uploadId', 'Upload ID'),
  }
}

/** A column showing one id field, shortened (ids carry no order, so it does not sort). */
export function idColumn<T extends UploadSummary>(
  helper: ReturnType<typeof createColumnHelper<TableFeatures, T>>,
  key: keyof T & string,
  header: string,
): AnyColumn<T> {
  return helper.accessor((row) => String(row[key]), {
    id: key,
    header,
    meta: { width: 'w-32' },
    cell: (info) => <ShortId value={info.getValue()} name={header} />,
  }) as AnyColumn<T>
}
