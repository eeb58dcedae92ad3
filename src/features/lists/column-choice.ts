import {
  functionalUpdate,
  type ColumnSizingState,
  type RowData,
  type Updater,
} from '@tanstack/react-table'
import { createContext, useContext, useMemo } from 'react'
import * as v from 'valibot'
import { columnId, type ColumnLayout } from '@/components/data-table/folding'
import type { TableColumn } from '@/components/data-table/table-features'
import { createStoredValue } from '@/lib/preference'
import { listKindNames, type ListKind } from '@/model/list-kinds'

/** Where one kind's column layout is remembered on this device: `game-assets:columns:builds`. */
export const columnsPreferenceKey = (kind: ListKind) => `game-assets:columns:${kind}`

const defaultLayout: ColumnLayout = { leftOut: [], sizing: {} }

const storedLayout = v.object({
  leftOut: v.array(v.string()),
  sizing: v.record(v.string(), v.pipe(v.number(), v.finite(), v.minValue(0))),
})

const readLayout = (stored: string | null): ColumnLayout => {
  try {
    const parsed = v.safeParse(storedLayout, JSON.parse(stored ?? 'null'))
    return parsed.success ? parsed.output : defaultLayout
  } catch {
    return defaultLayout
  }
}

/** Each kind's layout: the columns left out and the widths dragged, as react-table holds them. */
const layoutPreferences = Object.fromEntries(
  listKindNames.map((kind) => [
    kind,
    createStoredValue(columnsPreferenceKey(kind), readLayout, (layout) => JSON.stringify(layout)),
  ]),
) as Record<ListKind, ReturnType<typeof createStoredValue<ColumnLayout>>>

/**
 * The columns a host shows (their ids; the name always shows), and what hears the operator's
 * choice: the package's `columns` prop and attribute. Without `columns`, the remembered choice.
 */
export type HostColumns = {
  columns?: readonly string[] | undefined
  onColumnsChange?: ((columns: string[]) => void) | undefined
}

export const HostColumnsContext = createContext<HostColumns>({})

/** One kind's table layout and the ways to change it, shared by its menu and its table. */
export type ColumnChoice = {
  layout: ColumnLayout
  setShown: (id: string, shown: boolean) => void
  setSizing: (updater: Updater<ColumnSizingState>) => void
  /** Every column, at its own width. */
  reset: () => void
}

export function useColumnChoice<T extends RowData>(
  kind: ListKind,
  columns: readonly TableColumn<T>[],
): ColumnChoice {
  const preference = layoutPreferences[kind]
  const stored = preference.use()
  const host = useContext(HostColumnsContext)
  const optional = columns.filter((column) => !column.meta?.primary).map(columnId)
  const hostText = host.columns?.join()
  // Kept while the same columns are left out, so that the table keeps its visibility state.
  const leftOut = useMemo(
    () =>
      hostText === undefined
        ? stored.leftOut
        : optional.filter((id) => !hostText.split(',').includes(id)),
    // `optional` follows `columns`, which are at module scope.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hostText, stored.leftOut, columns],
  )
  const layout = useMemo(() => ({ leftOut, sizing: stored.sizing }), [leftOut, stored.sizing])
  // The host's list keeps the ids of other kinds' columns (a build's tags, chosen on another tab).
  const tell = (id: string | undefined, shown: boolean) => {
    const before = host.columns ?? columns.map(columnId).filter((other) => !leftOut.includes(other))
    const ids = id === undefined ? columns.map(columnId) : [id]
    const kept = before.filter((other) => shown || !ids.includes(other))
    host.onColumnsChange?.(shown ? [...new Set([...kept, ...ids])] : kept)
  }
  return {
    layout,
    setShown: (id, shown) => {
      const out = shown ? leftOut.filter((other) => other !== id) : [...leftOut, id]
      preference.set({ ...preference.get(), leftOut: out })
      tell(id, shown)
    },
    setSizing: (updater) => {
      const now = preference.get()
      preference.set({ ...now, sizing: functionalUpdate(updater, now.sizing) })
    },
    reset: () => {
      preference.set(defaultLayout)
      tell(undefined, true)
    },
  }
}
