import {
  functionalUpdate,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type OnChangeFn,
  type RowData,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import * as v from 'valibot'
import { columnId } from '@/components/data-table/folding'
import type { TableColumn } from '@/components/data-table/table-features'
import { createStoredValue } from '@/lib/preference'
import { listKindNames, type ListKind } from '@/model/list-kinds'

/** Where one kind's column layout is remembered on this device: `game-assets:columns:builds`. */
export const columnsPreferenceKey = (kind: ListKind) => `game-assets:columns:${kind}`

/** One kind's layout as stored: the columns left out, and the widths dragged. */
type StoredLayout = { leftOut: readonly string[]; sizing: ColumnSizingState }

const defaultLayout: StoredLayout = { leftOut: [], sizing: {} }

const storedLayout = v.object({
  leftOut: v.array(v.string()),
  sizing: v.record(v.string(), v.pipe(v.number(), v.finite(), v.minValue(0))),
})

const readLayout = (stored: string | null): StoredLayout => {
  try {
    const parsed = v.safeParse(storedLayout, JSON.parse(stored ?? 'null'))
    return parsed.success ? parsed.output : defaultLayout
  } catch {
    return defaultLayout
  }
}

const layoutPreferences = Object.fromEntries(
  listKindNames.map((kind) => [
    kind,
    createStoredValue(columnsPreferenceKey(kind), readLayout, (layout) => JSON.stringify(layout)),
  ]),
) as Record<ListKind, ReturnType<typeof createStoredValue<StoredLayout>>>

/**
 * The columns a host shows (their ids; the name always shows), and what hears the operator's
 * choice: the package's `columns` prop and attribute. Without `columns`, the remembered choice.
 */
export type HostColumns = {
  columns?: readonly string[] | undefined
  onColumnsChange?: ((columns: string[]) => void) | undefined
}

/**
 * One kind's columns as react-table holds them, shared by its Columns menu and its table: the
 * operator's choice (column visibility) and the widths dragged (column sizing).
 */
export type ColumnChoice = {
  columnVisibility: ColumnVisibilityState
  onColumnVisibilityChange: OnChangeFn<ColumnVisibilityState>
  columnSizing: ColumnSizingState
  onColumnSizingChange: OnChangeFn<ColumnSizingState>
}

/**
 * The host's choice when it gives `columns`, else the one remembered on this device. A column
 * that cannot be left out (the name) shows whatever either says.
 */
export function useColumnChoice<T extends RowData>(
  kind: ListKind,
  columns: readonly TableColumn<T>[],
  host: HostColumns = {},
): ColumnChoice {
  const preference = layoutPreferences[kind]
  const stored = preference.use()
  const optional = columns.filter((column) => column.enableHiding !== false).map(columnId)
  const hostText = host.columns?.join()
  const leftOut = (
    hostText === undefined
      ? stored.leftOut
      : optional.filter((id) => !hostText.split(',').includes(id))
  ).filter((id) => optional.includes(id))
  const leftOutText = leftOut.join()
  // Kept while the same columns are left out: it is the table's state.
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(leftOutText.split(',').flatMap((id) => (id ? [[id, false]] : []))),
    [leftOutText],
  )
  return {
    columnVisibility,
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility)
      const out = optional.filter((id) => next[id] === false)
      preference.set({ ...preference.get(), leftOut: out })
      // The host's list keeps the ids of other kinds' columns (a build's tags, chosen on another
      // tab): each column whose choice changed is added to it or taken out.
      const before = host.columns ?? columns.map(columnId).filter((id) => !leftOut.includes(id))
      const shown = new Set(before)
      for (const id of optional) {
        if (out.includes(id)) shown.delete(id)
        else shown.add(id)
      }
      host.onColumnsChange?.([...shown])
    },
    columnSizing: stored.sizing,
    onColumnSizingChange: (updater) => {
      const now = preference.get()
      preference.set({ ...now, sizing: functionalUpdate(updater, now.sizing) })
    },
  }
}
