import type { Column, RowData } from '@tanstack/react-table'
import { useState, type RefObject } from 'react'
import { foldedAt, foldsToLine } from './folding'
import type { TableColumn, TableFeatures } from './table-features'
import { useOnWidth } from './use-width'

/** Between the row actions and their row's edges (px): the focused row's outline shows whole. */
export const ACTIONS_INSET = 2

/** What a table folds at its width, and how its row actions show there. */
export type Folding = {
  /** The chosen columns that fold (folding.ts). */
  folded: string[]
  /** The row actions are Details alone: the rows fold into two lines beside the whole bar. */
  narrow: boolean
  /** The width (px) of the column kept at every row's end for the row actions. */
  kept: number
}

/** As text, which the table keeps: it renders again when this changes, not with every pixel. */
const asText = ({ folded, narrow, kept }: Folding) =>
  `${narrow ? 'narrow' : 'wide'} ${kept} ${folded.join()}`

export function readFolding(text: string): Folding {
  const [form, kept, folded] = text.split(' ')
  return {
    narrow: form === 'narrow',
    kept: Number(kept ?? 0),
    folded: folded ? folded.split(',') : [],
  }
}

/**
 * Keeps `onFolding` told what the table (`scrollRef`) folds at its width, and in which form the
 * row actions (`barRef`) show, in the column kept for them, as wide as they are, so that they
 * cover nothing. Whole (each id's copy, Copy link, Details) where the rows stay one line beside
 * them; else Details alone, whose panel holds every copy, so that a narrow panel's column costs
 * ~32 px, not ~125 (as the toolbar folds its actions into "More"). The bar is measured in each
 * form once it shows in it (row-actions.tsx lays it out unseen while on no row); `key` names
 * what else changes what folds (the columns chosen, their widths).
 */
export function useFolding<T extends RowData>(
  scrollRef: RefObject<HTMLElement | null>,
  barRef: RefObject<HTMLElement | null>,
  table: { getVisibleLeafColumns: () => Column<TableFeatures, T>[] },
  columns: readonly TableColumn<T>[],
  narrow: boolean,
  onFolding: (text: string) => void,
  key: string,
) {
  const [bar, setBar] = useState({ wide: 0, narrow: 0 })
  const form = narrow ? 'narrow' : 'wide'
  useOnWidth(
    barRef,
    () => {
      // Its box's width, not its `clientWidth`: the unit tests' stand-in gives every element the
      // page's. None while the table has no rows (the bar is hidden): the last one holds.
      const width = Math.ceil(barRef.current?.getBoundingClientRect().width ?? 0)
      if (width > 0) setBar((was) => (was[form] === width ? was : { ...was, [form]: width }))
    },
    form,
  )
  useOnWidth(
    scrollRef,
    (width) => {
      const shown = table.getVisibleLeafColumns()
      const keptFor = (barWidth: number) => (barWidth ? barWidth + ACTIONS_INSET : 0)
      const wide = foldedAt(shown, width, keptFor(bar.wide))
      const narrow = foldsToLine(columns, wide)
      const kept = keptFor(narrow ? bar.narrow : bar.wide)
      onFolding(asText({ narrow, kept, folded: narrow ? foldedAt(shown, width, kept) : wide }))
    },
    `${key} ${bar.wide} ${bar.narrow}`,
  )
}
