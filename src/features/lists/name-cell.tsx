import type { ReactNode } from 'react'
import type { UploadSummary } from '@/model/list-items'
import { useDisplay } from '@/components/display-context'
import { MarkBadge } from '@/components/mark-badge'
import type { ListCells } from '@/components/data-table/table-features'
import { NameText } from '@/components/name-text'
import { showText } from '@/lib/bound-text'
import { formatClockTime, formatDayClockTime } from '@/lib/format-time'
import { isBlank } from '@/lib/is-blank'
import { isNew, type NewRule } from '@/model/is-new'

export type NameCellProps = {
  item: UploadSummary
  /** A kind's own marks, after the name (a build's Current badge). */
  marks?: ReactNode
  /** The table's meta: the New rule and a comparison's marks. */
  cells?: ListCells | undefined
}

/**
 * An item's name, then its marks: the kind's own, New under the view's rule (created after its
 * `since`, or not in the last visit's list), then what changed against a compared snapshot. A
 * plain name (most) is one element and its marks follow it in the cell, so a row stays lean; a
 * name with warnings or marks of its own (NameText) keeps them in a line of their own.
 */
export function NameCell({ item, marks, cells = {} }: NameCellProps) {
  const { newRule, markOf } = cells
  const change = markOf?.(item)
  const shown = showText(item.name)
  const after = (
    <>
      {marks}
      {newRule !== undefined && isNew(item, newRule) && <NewMark rule={newRule} />}
      {change && <MarkBadge {...change} />}
    </>
  )
  if (item.warnings.length > 0 || isBlank(item.name) || shown.marked || shown.cut) {
    return (
      <span className="flex min-w-0 items-center gap-2">
        <NameText name={item.name} warnings={item.warnings} />
        {after}
      </span>
    )
  }
  return (
    <>
      <span
        dir="auto"
        title={shown.text}
        // Followed by a mark, the name leaves it room (about one mark's width) and ends in "…";
        // in the details it is whole, beside its marks.
        className="inline-block max-w-full truncate align-middle font-medium in-data-row-details:max-w-none in-data-row-details:whitespace-normal [&:has(~*)]:mr-1 [&:has(~*)]:max-w-[calc(100%-5rem)] [&:has(~*)]:min-w-8 in-data-row-details:[&:has(~*)]:max-w-none"
      >
        {shown.text}
      </span>
      {after}
    </>
  )
}

/** "New", saying since when in the display's zone: only a cell that shows it reads the display. */
function NewMark({ rule }: { rule: NewRule }) {
  const { now, timeZone } = useDisplay()
  const title =
    rule.by === 'time'
      ? `Created after ${formatClockTime(rule.since, timeZone)}`
      : `Not in the list of your last visit, ${formatDayClockTime(rule.lastVisit.at, now, timeZone)}`
  return <MarkBadge mark="new" title={title} />
}
