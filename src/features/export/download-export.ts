import { listKinds, type ListKind } from '@/model/list-kinds'
import { isFiltering, type RowFilter } from '@/model/row-filter'
import type { StatusClock } from '@/model/upload-status'
import type { SnapshotFilter } from '@/model/snapshot-format'
import { toCsv } from './csv'
import { exportFileName } from './export-file-name'
import type { ExportField, ExportFormat } from './export-fields'
import { exportTable } from './export-table'
import { toSnapshotJson } from './json'

export type ExportRequest<T> = {
  format: ExportFormat
  items: readonly T[]
  /** Indexes into `items`: the rows on screen, in screen order. */
  order: ArrayLike<number>
  fields: readonly ExportField<T>[]
  clock: StatusClock
  gameId: string
  gameName: string
  /** The URL's tab id: `builds`, `sites`, `avatars`. */
  tab: ListKind
  /** When the operator asked: its local date goes into the file name. */
  date: Date
  /** When the list was fetched from the API (epoch ms), when known. */
  fetchedAt?: number | undefined
  /** The filter on screen, when one is on: a JSON file says it holds only the rows it matched. */
  filter?: SnapshotFilter | undefined
}

const types: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
}

/** The file's name and text; the part of an export that needs no DOM. */
export function buildExport<T>(request: ExportRequest<T>) {
  const { format, gameId, gameName, tab, date, fetchedAt, filter } = request
  const table = exportTable(request.items, request.order, request.fields, request.clock)
  // Export JSON writes a snapshot (src/model/snapshot-format.ts), which "Compare with…" reads back.
  const head = {
    game: { id: gameId, name: gameName },
    exportedAt: date,
    fetchedAt: fetchedAt ? new Date(fetchedAt) : undefined,
    filter,
  }
  return {
    name: exportFileName({ id: gameId, name: gameName }, tab, date, format),
    text:
      format === 'csv' ? toCsv(table) : toSnapshotJson(head, [[listKinds[tab].responseKey, table]]),
  }
}

/**
 * How long the object URL outlives the click. Revoking it at once can cancel the download in
 * some browsers (FileSaver.js waits 40 s for the same reason); after that its memory is freed.
 */
export const REVOKE_AFTER_MS = 40_000

export function downloadExport<T>(request: ExportRequest<T>) {
  const { name, text } = buildExport(request)
  const url = URL.createObjectURL(new Blob([text], { type: types[request.format] }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}

/** What an export needs besides the rows: where they come from and which fields to write. */
export type ExportSource<T> = Pick<
  ExportRequest<T>,
  'gameId' | 'gameName' | 'tab' | 'fields' | 'fetchedAt'
>

export type ExportRows = (format: ExportFormat) => Promise<void>

/** The export of exactly the rows on screen: `order` holds indexes into `items`, in screen order. */
export const exportRows =
  <T>(
    items: readonly T[],
    order: Uint32Array,
    clock: StatusClock,
    source: ExportSource<T>,
    filter?: RowFilter,
  ): ExportRows =>
  async (format) => {
    downloadExport({
      format,
      items,
      order,
      clock,
      ...source,
      date: new Date(),
      // The file says which rows it holds: a comparison must not take a filtered-out row as gone.
      filter:
        filter && isFiltering(filter)
          ? { query: filter.query.trim(), status: filter.status, tags: filter.tags ?? [] }
          : undefined,
    })
  }
