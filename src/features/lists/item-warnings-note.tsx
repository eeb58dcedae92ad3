import { useMemo } from 'react'
import type { UploadSummary } from '@/model/list-items'
import { AlertIcon } from '@/components/icons'

export type ItemWarningsNoteProps = { items: readonly UploadSummary[]; noun: string }

/** Says, above the table, that some items came with values the dashboard could not read. */
export function ItemWarningsNote({ items, noun }: ItemWarningsNoteProps) {
  const count = useMemo(() => items.filter((item) => item.warnings.length > 0).length, [items])
  if (count === 0) return null
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg bg-warn-soft px-3 py-2 text-sm text-warn-strong ring-1 ring-warn-line"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-warn" />
      <span>
        {count.toLocaleString('en-US')} of the {items.length.toLocaleString('en-US')} {noun} came
        with values the dashboard could not read. They are marked with a warning sign (hover it for
        details); values that could not be read show as “Unknown”.
      </span>
    </p>
  )
}
