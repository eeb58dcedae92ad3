import { idKeyOf, listKinds, type ListKind } from '@/model/list-kinds'
import type { ListItem, UploadSummary } from '@/model/list-items'
import { shortIdText, shownId } from '@/components/short-id'
import { UnknownValue } from '@/components/unknown-value'
import { echoText, showText } from '@/lib/bound-text'
import { formatExactSize, formatSize } from '@/lib/format-size'
import { TimeText } from '@/components/time-text'
import { createAppColumnHelper, type TableColumn } from '@/components/data-table/table-features'
import { PRIMARY_MIN_WIDTH } from '@/components/data-table/folding'
import { NameCell } from './name-cell'
import type { SortColumn } from '@/model/sort'
import { formatExactLocalTime, formatRelativeTime } from '@/lib/format-time'
import { useDisplay } from '@/components/display-context'
import { useStatusClock } from '@/components/stale-rule'
import { uploadStatus } from '@/model/upload-status'
import { StatusBadge } from '@/components/status-badge'

/**
 * The columns every upload table shares (name, status, size, created, upload id), built for one
 * row type. Those that sort have the ids of the sort keys (row-order.ts) and say which way they
 * sort first: text reads best A to Z (statuses as their labels: Complete, Stale, Uploading),
 * sizes and times are most useful biggest and newest first.
 */
export function uploadColumns<T extends UploadSummary>() {
  const helper = createAppColumnHelper<T>()
  const columns: Record<SortColumn | 'uploadId', TableColumn<T>> = {
    name: helper.accessor((row) => row.name, {
      id: 'name' satisfies SortColumn,
      header: 'Name',
      sortDescFirst: false,
      // Takes the room the others leave, never less than its size: they fold first (folding.ts).
      size: PRIMARY_MIN_WIDTH,
      minSize: PRIMARY_MIN_WIDTH,
      enableResizing: false,
      // Always shown, whatever a host or this device's stored choice says.
      enableHiding: false,
      meta: {
        primary: true,
        sortNames: ['A to Z', 'Z to A'],
        // The name and its marks on one line in the cell (name-cell.tsx). A name cut for showing
        // (a million characters) is copied whole from the row's details. Marks stand apart.
        body: {
          className: 'overflow-hidden whitespace-nowrap [&>*+:not(div)]:ms-1',
          copy: (name) => {
            const whole = String(name)
            if (!showText(whole).cut) return undefined
            const length = whole.length.toLocaleString('en-US')
            return { label: `whole name (${length} characters)`, what: 'name' }
          },
        },
      },
      cell: (info) => <NameCell item={info.row.original} cells={info.table.options.meta} />,
    }),
    status: helper.accessor((row) => row.complete, {
      id: 'status' satisfies SortColumn,
      header: 'Status',
      sortDescFirst: false,
      size: 128,
      meta: {
        fold: { below: 480, to: 'line' },
        sortNames: ['complete first', 'uploading first'],
      },
      cell: (info) => <StatusCell item={info.row.original} />,
    }),
    size: helper.accessor((row) => row.size, {
      id: 'size' satisfies SortColumn,
      header: 'Size',
      sortDescFirst: true,
      size: 112,
      meta: {
        className: 'text-right',
        fold: { below: 560, to: 'line' },
        sortNames: ['smallest first', 'largest first'],
        // The exact size on the cell's hover: no element of its own in the row.
        body: {
          className: 'whitespace-nowrap tabular-nums',
          title: (bytes) => (bytes === undefined ? '' : formatExactSize(bytes as number)),
        },
      },
      cell: (info) => {
        const bytes = info.getValue()
        return bytes === undefined ? <UnknownValue what="size" /> : formatSize(bytes)
      },
    }),
    created: helper.accessor((row) => row.createdAt, {
      id: 'created' satisfies SortColumn,
      header: 'Created',
      sortDescFirst: true,
      size: 128,
      meta: {
        fold: { below: 680, to: 'line' },
        sortNames: ['oldest first', 'newest first'],
      },
      cell: (info) => <TimeText time={info.getValue()} />,
    }),
    uploadId: idColumn<T>('uploadId', 'Upload ID'),
  }
  return columns
}

/** A column showing one id field, shortened (ids carry no order, so it does not sort). */
export function idColumn<T extends UploadSummary>(
  key: keyof T & string,
  header: string,
): TableColumn<T> {
  return createAppColumnHelper<T>().accessor((row) => String(row[key]), {
    id: key,
    header,
    enableSorting: false,
    // Ids are what a narrow panel needs least: they fold first, into the row's details.
    size: 128,
    meta: {
      fold: { below: 900, to: 'details' },
      // Plain text, its whole value the cell's name; copied from the table's row actions.
      body: {
        className: 'truncate font-mono text-xs text-fg-muted',
        label: (value) => echoText(String(value)),
        // The ids' copy buttons share an icon: each shows its header's initial too ("B", "U"). A
        // word ("Build") would fold the upload id at 1,280 px.
        copy: (value, name) => ({
          label: `${name} ${shortIdText(String(value))}`,
          mark: name.charAt(0),
        }),
      },
    },
    cell: (info) => shownId(info.getValue()),
  })
}

/**
 * A kind's table when it shows what every upload has: name, status, size, created, its own id
 * (when that is not the upload id) and the upload id.
 */
export function standardColumns<K extends ListKind>(kind: K): TableColumn<ListItem<K>>[] {
  const shared = uploadColumns<ListItem<K>>()
  const { idField, idLabel } = listKinds[kind]
  const ownId =
    idField === 'upload_id'
      ? []
      : [idColumn<ListItem<K>>(idKeyOf(kind) as keyof ListItem<K> & string, idLabel)]
  return [shared.name, shared.status, shared.size, shared.created, ...ownId, shared.uploadId]
}

/** The status badge; a stale one says since when the upload has been incomplete. */
function StatusCell({ item }: { item: UploadSummary }) {
  const { now, staleAfter } = useStatusClock()
  const zone = useDisplay().timeZone
  const status = uploadStatus(item, now, staleAfter)
  const since =
    status === 'stale' && item.createdAt !== undefined
      ? `Incomplete since ${formatExactLocalTime(item.createdAt, zone)} (${formatRelativeTime(item.createdAt, now)}): the upload has probably stalled.`
      : undefined
  return <StatusBadge status={status} title={since} />
}
