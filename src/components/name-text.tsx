import { NO_NAME, showText } from '@/lib/bound-text'
import { isBlank } from '@/lib/is-blank'
import { AlertIcon } from './icons'

export type NameTextProps = { name: string; warnings: readonly string[] }

/**
 * An item's display name, as text whatever it holds (markup, right-to-left, emoji, zero-width
 * characters), cut to one line with more of it on hover; a warning mark leads it when the item
 * has values the dashboard could not read. It is shown as the UI shows any value from outside
 * (`showText`): a name holding control or bidi formatting characters (an RLO makes `gnp.exe` read
 * as `exe.png`) shows them as `⟨U+202E⟩`, marked, and a name longer than `ECHO_LIMIT` is cut with
 * its length (`abc… (1,000,000 characters)`), so a row takes as long to show whatever the name's
 * length. A table's row actions copy a cut name whole; search and exports use the whole name.
 */
export function NameText({ name, warnings }: NameTextProps) {
  const shown = showText(name)
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      {warnings.length > 0 && (
        <span title={warnings.join('\n')} className="shrink-0 text-warn">
          <AlertIcon className="size-4" />
          <span className="sr-only">Warning: {warnings.join('; ')}.</span>
        </span>
      )}
      {isBlank(name) ? (
        <span className="text-fg-subtle italic">{NO_NAME}</span>
      ) : (
        <>
          {shown.marked && (
            <span
              title="This name holds invisible control characters, shown as ⟨U+…⟩"
              className="shrink-0 rounded bg-warn-soft px-1 text-[10px] font-semibold text-warn-strong ring-1 ring-warn/30 ring-inset"
            >
              <span aria-hidden="true">U+</span>
              <span className="sr-only">Holds control characters:</span>
            </span>
          )}
          <span dir="auto" title={shown.text} className="truncate font-medium">
            {shown.text}
          </span>
        </>
      )}
    </span>
  )
}
