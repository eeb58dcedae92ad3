import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { ChevronDownIcon } from '@/components/icons'
import type { UploadSummary } from '@/model/list-items'
import { formatCount as count, formatExactSize, formatSize } from '@/lib/format-size'
import { formatRelativeTime } from '@/lib/format-time'
import { uploadStatus, type StatusClock, type UploadStatus } from '@/model/upload-status'

/**
 * Counts by status, bytes of complete items (exact, as bigint past 2^53; sizes that could not be
 * read left out, and counted), newest upload.
 */
export function summarize(items: readonly UploadSummary[], clock: StatusClock) {
  const byStatus: Record<UploadStatus, number> = { complete: 0, uploading: 0, stale: 0 }
  let bytes = 0
  let bigBytes = 0n
  let newest: number | undefined
  let unknownSizes = 0
  for (const item of items) {
    const status = uploadStatus(item, clock.now, clock.staleAfter)
    byStatus[status] += 1
    if (status === 'complete' && item.size === undefined) unknownSizes += 1
    if (status === 'complete' && item.size !== undefined) {
      if (typeof item.size === 'bigint') {
        bigBytes += item.size
      } else {
        // Move the running sum into the bigint before an addition could lose a byte.
        if (bytes + item.size > Number.MAX_SAFE_INTEGER) {
          bigBytes += BigInt(bytes)
          bytes = 0
        }
        bytes += item.size
      }
    }
    if (item.createdAt !== undefined && (newest === undefined || item.createdAt > newest)) {
      newest = item.createdAt
    }
  }
  const total = bigBytes + BigInt(bytes)
  return {
    total: items.length,
    byStatus,
    completeBytes: total <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(total) : total,
    unknownSizes,
    newest,
  }
}

export type SummaryStripProps = {
  items: readonly UploadSummary[]
  shown: number
  noun: string
  clock: StatusClock
  /** The list is still arriving: its figures are of what has arrived so far. */
  arriving?: boolean
  /** Figures other features add, after the count (how many are new since a time). */
  more?: ReactNode
  /** More figures, at the end (a comparison's counts). */
  children?: ReactNode
  /** A narrow panel: one line of figures, the rest behind "All figures". */
  compact?: boolean
}

/**
 * The tab's figures: how many, in what state, how big, how recent. What the operator asked for
 * (new since a time) and whether more is arriving come right after the count, so a compact
 * panel's one line keeps them in sight.
 */
export function SummaryStrip({
  items,
  shown,
  noun,
  clock,
  arriving = false,
  more,
  children,
  compact = false,
}: SummaryStripProps) {
  const summary = useMemo(() => summarize(items, clock), [items, clock])
  const soFar = arriving ? ' so far' : ''
  const [expanded, setExpanded] = useState(false)
  const ref = useRef<HTMLParagraphElement>(null)
  const folded = compact && !expanded
  const overflows = useOverflows(ref, folded)
  const id = useId()
  const facts = [
    `${count(summary.byStatus.complete)} complete`,
    `${count(summary.byStatus.uploading)} uploading`,
    `${count(summary.byStatus.stale)} stale`,
  ]
  return (
    <div className="flex items-start gap-2">
      <p
        ref={ref}
        id={id}
        role="status"
        aria-live="polite"
        // Folded, one line of whole figures: those that do not fit wrap onto lines that do not
        // show, none cut ("0 up…").
        className={`min-w-0 flex-1 text-sm text-fg-muted ${dotted} flex flex-wrap gap-x-2 ${folded ? 'h-5 truncate' : 'gap-y-1'}`}
      >
        {/* What was asked for (new since a time, a long one) comes with the count: folded, it
            shares the first line, cut at its end where it must be. */}
        <span
          className={`${dotted} ${folded ? 'flex min-w-0 gap-x-2 [&>*+*]:truncate' : 'contents'}`}
        >
          <span>
            {shown === summary.total
              ? `${count(summary.total)} ${noun}${soFar}`
              : `${count(shown)} of ${count(summary.total)} ${noun}${soFar} shown`}
          </span>
          {more}
          {arriving && <span className="font-medium text-accent-strong">more arriving…</span>}
        </span>
        {facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
        <CompleteSize summary={summary} noun={noun} />
        {summary.newest !== undefined && (
          <span>newest upload {formatRelativeTime(summary.newest, clock.now)}</span>
        )}
        {children}
      </p>
      {compact && (overflows || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="flex shrink-0 items-center gap-0.5 rounded text-sm font-medium whitespace-nowrap text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {expanded ? 'Fewer' : 'All figures'}
          <ChevronDownIcon className={`size-3.5 ${expanded ? 'rotate-180' : ''}`} />
        </button>
      )}
    </div>
  )
}

/** The dot between figures, drawn by CSS: a screen reader reads none. */
const dotted = "[&>*+*]:before:mr-2 [&>*+*]:before:text-fg-faint [&>*+*]:before:content-['·']"

/**
 * Whether the element's one line hides figures that wrapped below it, while `measure`. The toggle
 * shown on overflow takes room from the line: it stays while the figures would fit the line
 * only without it.
 */
function useOverflows(ref: RefObject<HTMLElement | null>, measure: boolean) {
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || !measure) return
    const check = () => setOverflows(element.scrollHeight > element.clientHeight + 1)
    check()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(check)
    observer.observe(element)
    // The figures change without the box changing size: a count grows, a fact comes.
    const mutations = new MutationObserver(check)
    mutations.observe(element, { subtree: true, childList: true, characterData: true })
    return () => {
      observer.disconnect()
      mutations.disconnect()
    }
  }, [ref, measure])
  return overflows
}

/**
 * How big the complete items are together, never a total that pretends: sizes that could not be
 * read are counted beside it ("24.7 GiB + 3 unknown"), and with none readable it says so.
 */
function CompleteSize({ summary, noun }: { summary: ReturnType<typeof summarize>; noun: string }) {
  const { completeBytes, unknownSizes, byStatus } = summary
  if (unknownSizes === 0) {
    return (
      <span title={formatExactSize(completeBytes)}>
        {formatSize(completeBytes)} complete in all
      </span>
    )
  }
  const which = `${count(unknownSizes)} complete ${noun} ${unknownSizes === 1 ? 'has' : 'have'} no readable size`
  if (unknownSizes === byStatus.complete) {
    return <span title={`${which}.`}>complete in all: size unknown</span>
  }
  return (
    <span title={`${formatExactSize(completeBytes)}; ${which}, not counted.`}>
      {formatSize(completeBytes)} + {count(unknownSizes)} unknown complete in all
    </span>
  )
}
