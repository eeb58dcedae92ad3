import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createTableHook,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table'
import type { ItemMark } from '@/components/mark-badge'
import type { NewRule } from '@/model/is-new'
import type { Tag, UploadSummary } from '@/model/list-items'

/**
 * Body cells carry a plain value in the `<td>` itself (STYLE.md habit 19): the cell renders text;
 * the `<td>` gets the classes, the hover text and the accessible name.
 */
export type BodyCellMeta = {
  /** Classes for the body cells only (an id's monospace), not the header's. */
  className?: string
  /** Hover text: the exact value behind a rounded one ("1,288,490,189 bytes"). */
  title?: (value: unknown) => string
  /** The cell's accessible name and hover text when it shows a short form: the whole id. */
  label?: (value: unknown) => string
  /**
   * Whether the row actions copy this column's value, and what the copy button names it
   * ("Build ID 50f382df": the button reads "Copy Build ID 50f382df"); `what` it is, in the
   * sentence that refuses a value with control characters ("id" unless told); the `mark` it shows
   * beside its icon ("B"), which tells it from the other copy buttons at a glance.
   */
  copy?: (
    value: unknown,
    header: string,
  ) => { label: string; what?: string; mark?: string } | undefined
}

export type DataTableColumnMeta = {
  /** Classes for this column's header and body cells (alignment). */
  className?: string
  body?: BodyCellMeta
  /** The header's words where `header` is not a string (the thumbnail's sr-only header). */
  label?: string
  /** The column whose cells take in the folded columns' values (the name). */
  primary?: boolean
  /**
   * Below this table width (px) the column folds (folding.ts): its value shows in the primary cell,
   * labelled with its header, `to` the line under the primary value (what matters at a glance) or
   * the row's details (looked up now and then). Wider too, it folds when the primary column would
   * get less than its size: the widest `below` folds first, so give it to the least needed columns.
   */
  fold?: { below: number; to: 'line' | 'details' }
  /** What sorting this column reads as in the sort menu, ascending then descending. */
  sortNames?: readonly [ascending: string, descending: string]
}

/**
 * What cells read from the list around them (react-table's table meta): the New rule (a `since`,
 * or the last visit), a comparison's marks, and how a tag chip adds its tag to the filter. A table
 * with none of these (a test's) shows plain names and chips.
 */
export type ListCells = {
  newRule?: NewRule | undefined
  markOf?: ((item: UploadSummary) => ItemMark | undefined) | undefined
  addTagFilter?: ((tag: Tag) => void) | undefined
}

/** A column dragged narrower still shows a few characters; wider, it leaves Name its room (px). */
export const columnSizeLimits = { minSize: 48, maxSize: 480 }

/**
 * The table holds the sort and runs the headers but never reorders rows: they come in order from
 * model/row-order.ts (manual mode). A column sorts ascending first unless it declares
 * `sortDescFirst` (never guessed from the rows in view).
 */
export const { useAppTable, createAppColumnHelper, appFeatures } = createTableHook({
  features: tableFeatures({
    rowSortingFeature,
    columnVisibilityFeature,
    columnSizingFeature,
    columnResizingFeature,
    columnMeta: metaHelper<DataTableColumnMeta>(),
    tableMeta: metaHelper<ListCells>(),
  }),
  defaultColumn: columnSizeLimits,
  // Each frame of a drag lays out the header row alone (rows take their widths from it).
  columnResizeMode: 'onChange',
  manualSorting: true,
  enableMultiSort: false,
  enableSortingRemoval: false,
  sortDescFirst: false,
})

export type TableFeatures = typeof appFeatures

/**
 * Value type `any`, as the helper's own `columns()` returns: a column definition neither widens
 * nor narrows its value type (a column of strings is not a column of `unknown`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<T extends RowData> = ColumnDef<TableFeatures, T, any>
