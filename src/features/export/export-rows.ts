import type { ListKind } from '@/model/list-kinds'
import type { StatusClock } from '@/model/upload-status'
import { isFiltering, type RowFilter } from '@/model/row-filter'
import { downloadExport } from './download-export'
import type { ExportField, ExportFormat } from './export-fields'

/** What an export needs besides the rows: where they come from and which fields to write. */
export type ExportSource<T> = {
  gameId: string
  gameName: string
  /** The URL's tab id, for the file name. */
  tab: ListKind
  fields: readonly ExportField<T>[]
  /** When the list was fetched (epoch ms; 0 or undefined: not known). */
  fetchedAt?: number | undefined
}

/** Writes the rows on screen as a file in the format asked for, and hands it to the browser. */
export type ExportRows = (format: ExportFormat) => Promise<void>

/**
 * The export of exactly the rows on screen: `order` holds indexes into `items`, in screen order.
 * The writers load on the first export, so none of them is start-up JavaScript.
 */
export const exportRows =
  <T>(
    items: readonly T[],
    order: Uint32Array,
    clock: StatusClock,
    source: ExportSource<T>,
    filter?: RowFilter,
  ) =>
  async (format: ExportFormat) => {
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
