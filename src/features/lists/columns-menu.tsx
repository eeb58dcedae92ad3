import type { RowData } from '@tanstack/react-table'
import { menuButtonClass, useDisclosure } from '@/components/disclosure'
import { headerText } from '@/components/data-table/folding'
import { useAppTable, type TableColumn } from '@/components/data-table/table-features'
import { ChevronDownIcon } from '@/components/icons'
import type { RovingControl } from '@/components/use-roving-keys'
import type { ColumnChoice } from './column-choice'

export type ColumnsMenuProps<T extends RowData> = {
  columns: TableColumn<T>[]
  /** The operator's choice, which the table shows too (column-choice.ts). */
  choice: ColumnChoice
  /** The button is one of the toolbar's roving controls (use-roving-keys.ts). */
  control?: RovingControl | undefined
}

const noRows: never[] = []

/**
 * "Columns": a checkbox per column, named by its header, and Reset (every column, at its own
 * width). The name is always shown: its box is checked and cannot be cleared. A column chosen
 * that does not fit still folds under the name or into the row's details.
 */
export function ColumnsMenu<T extends RowData>({ columns, choice, control }: ColumnsMenuProps<T>) {
  const { open, id, rootRef, onKeyDown, onBlur, buttonProps } = useDisclosure(control)
  // React-table's columns over the operator's choice, without rows: each box is a column's
  // visibility, as the table's own columns read it.
  const table = useAppTable({
    columns,
    data: noRows,
    state: { columnVisibility: choice.columnVisibility, columnSizing: choice.columnSizing },
    onColumnVisibilityChange: choice.onColumnVisibilityChange,
    onColumnSizingChange: choice.onColumnSizingChange,
  })
  const allShown = table.getIsAllColumnsVisible()
  const shownCount = table.getVisibleLeafColumns().length
  const changed = !allShown || Object.keys(choice.columnSizing).length > 0
  const reset = () => {
    table.resetColumnVisibility(true)
    table.resetColumnSizing(true)
  }
  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button {...buttonProps} className={menuButtonClass}>
        Columns
        {!allShown && (
          <span className="text-xs text-fg-muted tabular-nums">
            <span aria-hidden="true">{shownCount}</span>
            <span className="sr-only">{` (${shownCount} shown)`}</span>
          </span>
        )}
        <ChevronDownIcon className={`size-3.5 text-fg-subtle ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        hidden={!open}
        role="group"
        aria-label="Columns"
        className="absolute top-full left-0 z-30 mt-2 w-56 max-w-[calc(100vw-2rem)] rounded-lg bg-surface p-3 text-sm shadow-lg ring-1 ring-line-strong"
      >
        <ul className="flex flex-col gap-1">
          {table.getAllLeafColumns().map((column) => {
            const always = !column.getCanHide()
            return (
              <li key={column.id}>
                <label
                  className={`flex items-center gap-2 rounded px-1 py-1 ${always ? 'text-fg-muted' : 'hover:bg-fill'}`}
                >
                  <input
                    type="checkbox"
                    checked={column.getIsVisible()}
                    disabled={always}
                    onChange={(event) => column.toggleVisibility(event.target.checked)}
                    className="size-4 accent-accent"
                  />
                  {headerText(column)}
                  {always && <span className="text-xs">(always shown)</span>}
                </label>
              </li>
            )
          })}
        </ul>
        <button
          type="button"
          onClick={() => changed && reset()}
          // Not `disabled`: a reset would take focus from the button it just pressed, out of the
          // menu, where Escape no longer closes it.
          aria-disabled={!changed}
          className="mt-2 w-full rounded-md px-2 py-1.5 text-left font-medium text-accent-strong hover:bg-fill aria-disabled:text-fg-faint aria-disabled:hover:bg-transparent"
        >
          Reset columns and widths
        </button>
      </div>
    </div>
  )
}
