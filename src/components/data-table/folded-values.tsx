import type { ReactNode } from 'react'
import { foldLines, type FoldLine } from './table-features'

/** One folded column's value in a row: its header as label, and its rendered cell. */
export type FoldedValue = {
  key: string
  label: string
  /** The line under the primary value it goes on. */
  line: FoldLine
  /** The label shows (ids, which look alike); else it is for screen readers only. */
  showLabel: boolean
  content: ReactNode
}

/**
 * The folded columns' values under the primary value, each line cut to the cell's width, each
 * value labelled with its column's header.
 */
export function FoldedValues({ values }: { values: readonly FoldedValue[] }) {
  return foldLines.map((line) => {
    const onLine = values.filter((value) => value.line === line)
    if (onLine.length === 0) return null
    return (
      <div
        key={line}
        data-folded
        className="mt-1 flex h-5 items-center gap-x-3 overflow-hidden text-xs whitespace-nowrap text-fg-muted"
      >
        {onLine.map((value) => (
          <span key={value.key} className="flex shrink-0 items-center gap-1">
            <span className={value.showLabel ? 'text-fg-subtle' : 'sr-only'}>{value.label}</span>
            {value.content}
          </span>
        ))}
      </div>
    )
  })
}
