import { createContext, useContext } from 'react'
import type { ItemMark } from '@/components/mark-badge'
import type { UploadSummary } from '@/model/list-items'
import type { NewRule } from '@/model/is-new'
import type { RowFilter } from '@/model/row-filter'

/**
 * What a list's cells need from the list around them (list-table.tsx gives it): the rule that
 * marks items New (a `since`, or the last visit), a comparison's marks, and the tag filter a tag chip adds to. A table
 * with none of these (a test's) shows plain names and plain chips.
 */
export type ListCells = {
  newRule?: NewRule | undefined
  markOf?: ((item: UploadSummary) => ItemMark | undefined) | undefined
  /** The filter's tags, and how a tag chip adds its own (none: the chips are plain text). */
  tags?: readonly string[] | undefined
  onFilterChange?: ((patch: Partial<RowFilter>) => void) | undefined
}

export const ListCellsContext = createContext<ListCells>({})

export const useListCells = () => useContext(ListCellsContext)
