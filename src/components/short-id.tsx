import { cutAt, echoText } from '@/lib/bound-text'
import { CopyButton } from './copy-button'

export type ShortIdProps = {
  value: string
  /** What the id is, for the copy button's name ("Copy build ID 50f382df"). */
  name?: string
  /** Shows a button that copies the full value; on unless turned off. */
  copyable?: boolean
}

const VISIBLE = 8

const isShortened = (value: string) => value.length > VISIBLE + 1

/**
 * The part of an id shown at a glance: a UUID's first block, a short id whole; its control
 * characters marked as everywhere else (`echoText`), so `b0\ncurl` reads `b0⟨U+000A⟩curl`.
 */
export const shortIdText = (value: string) =>
  echoText(isShortened(value) ? value.slice(0, cutAt(value, VISIBLE)) : value)

/** An id as a table cell shows it: its first block and "…", or whole when short. */
export const shownId = (value: string) =>
  isShortened(value) ? `${shortIdText(value)}…` : echoText(value)

/**
 * The first block of a UUID is enough to tell ids apart at a glance; hover shows all of it, and
 * screen readers (and the browser's find) get the full value, as the UI shows a value from
 * outside: controls marked, and at most `ECHO_LIMIT` characters with the length it had. The copy
 * button is on by default so that every id column has one without each column asking for it.
 */
export function ShortId({ value, name = 'ID', copyable = true }: ShortIdProps) {
  const shown = shortIdText(value)
  const whole = echoText(value)
  const text = (
    <span title={whole} className="min-w-0 truncate font-mono text-xs text-fg-muted">
      {isShortened(value) ? (
        <>
          <span aria-hidden="true">{shown}…</span>
          <span className="sr-only">{whole}</span>
        </>
      ) : (
        whole
      )}
    </span>
  )
  if (!copyable) return text
  return (
    // min-w-0 and truncate: an id whose marks make it longer than a UUID's first block ends in
    // "…" inside its column, its copy button beside it, instead of running over the next one.
    <span className="flex min-w-0 items-center gap-1">
      {text}
      <CopyButton value={value} label={`${name} ${shown}`} />
    </span>
  )
}
