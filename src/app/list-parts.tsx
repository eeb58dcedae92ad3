import { useContext } from 'react'
import type { ListKind } from '@/model/list-kinds'
import type { UploadSummary } from '@/model/list-items'
import { ChartSlot, ChartToggle } from '@/features/chart/chart-slot'
import { PeriodChip } from '@/features/chart/period-chip'
import { ListExport } from '@/features/export/export-buttons'
import type { ListParts, ShownList } from '@/features/lists/list-parts'
import { ViewContext } from '@/features/lists/view-context'
import { CompareMenu } from '@/features/release-review/compare-menu'
import { ComparisonSlot } from '@/features/release-review/comparison-slot'
import { ReviewMarks } from '@/features/release-review/review-marks'
import { SinceFacts } from '@/features/release-review/since-facts'
import { withSince } from '@/model/row-filter'

/*
 * Where the features meet on a list: the lists (features/lists) show it and leave a place for
 * each part (list-parts.ts there); release review, the chart and export fill them in here.
 */

/** The toolbar's end: Compare, the chart's toggle, then the export buttons. */
function Tools<K extends ListKind>(shown: ShownList<K>) {
  const { filter, onFilterChange } = shown
  return (
    <>
      <CompareMenu
        since={filter.since}
        onSinceChange={(since) => onFilterChange(withSince(filter, since))}
        target={{ gameId: shown.gameId, gameName: shown.gameName, tab: shown.kind }}
      />
      <ChartToggle listId={shown.id} />
      <ListExport {...shown} />
    </>
  )
}

/** The chart's period, while the table is filtered to one. */
function Filters<K extends ListKind>({ filter, onFilterChange }: ShownList<K>) {
  return (
    <PeriodChip
      from={filter.from}
      to={filter.to}
      onClear={() => onFilterChange({ from: undefined, to: undefined })}
    />
  )
}

/** How many items are new since the view's `since`, among the figures. */
function Figures<K extends ListKind>({ list, filter }: ShownList<K>) {
  return filter.since === undefined ? null : <SinceFacts items={list.items} since={filter.since} />
}

/** The chart of the list, below the figures, while open. */
function Panel<K extends ListKind>({ id, list, noun, filter, onFilterChange }: ShownList<K>) {
  return (
    <ChartSlot
      listId={id}
      list={list}
      noun={noun}
      period={{ from: filter.from, to: filter.to }}
      onPeriodChange={onFilterChange}
    />
  )
}

/** New since the view's `since`, and a comparison's change (a table outside a panel: none). */
function NameMarks({ item }: { item: UploadSummary }) {
  return <ReviewMarks item={item} since={useContext(ViewContext)?.view.since} />
}

export const listParts: ListParts = {
  Tools,
  Filters,
  Figures,
  Panel,
  NameMarks,
  Compared: ComparisonSlot,
}
