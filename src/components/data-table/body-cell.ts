/**
 * How a column's body cells carry a plain value in the `<td>` itself, so a row holds what it
 * shows and little else (STYLE.md habit 19): the cell renders text, and the table cell gets the
 * classes, the hover text and the accessible name.
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
   * sentence that refuses a value with control characters ("id" unless told).
   */
  copy?: (value: unknown, header: string) => { label: string; what?: string } | undefined
}
