import type { RowData } from '@tanstack/react-table'
import { menuButtonClass, useDisclosure } from '@/components/disclosure'
import { columnId, columnLabel } from '@/components/data-table/folding'
import type { TableColumn } from '@/components/data-table/table-features'
import { ChevronDownIcon } from '@/components/icons'
import type { ListKind } from '@/model/list-kinds'
import { useColumnChoice } from './column-choice'

export type ColumnsMenuProps<T extends RowData> = {
  kind: ListKind
  columns: readonly TableColumn<T>[]
}

/**
 * "Columns": a checkbox per column, named by its header, and Reset (every column, at its own
 * width). The name is always shown: its box is checked and cannot be cleared. A column chosen
 * that does not fit still folds under the name or into the row's details.
 */
export function ColumnsMenu<T extends RowData>({ kind, columns }: ColumnsMenuProps<T>) {
  const { open, id, rootRef, onKeyDown, onBlur, buttonProps } = useDisclosure()
  const { layout, setShown, reset } = useColumnChoice(kind, columns)
  const changed = layout.leftOut.length > 0 || Object.keys(layout.sizing).length > 0
  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button {...buttonProps} className={menuButtonClass}>
        Columns
        {layout.leftOut.length > 0 && (
          <span className="text-xs text-fg-muted tabular-nums">
            <span aria-hidden="true">{columns.length - layout.leftOut.length}</span>
            <span className="sr-only">{` (${columns.length - layout.leftOut.length} shown)`}</span>
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
          {columns.map((column) => {
            const key = columnId(column)
            const always = column.meta?.primary === true
            return (
              <li key={key}>
                <label
                  className={`flex items-center gap-2 rounded px-1 py-1 ${always ? 'text-fg-muted' : 'hover:bg-fill'}`}
                >
                  <input
                    type="checkbox"
                    checked={always || !layout.leftOut.includes(key)}
                    disabled={always}
                    onChange={(event) => setShown(key, event.target.checked)}
                    className="size-4 accent-accent"
                  />
                  {columnLabel(column)}
                  {always && <span className="text-xs">(always shown)</span>}
                </label>
              </li>
            )
          })}
        </ul>
        <button
          type="button"
          onClick={reset}
          disabled={!changed}
          className="mt-2 w-full rounded-md px-2 py-1.5 text-left font-medium text-accent-strong hover:bg-fill disabled:text-fg-faint disabled:hover:bg-transparent"
        >
          Reset columns and widths
        </button>
      </div>
    </div>
  )
}
