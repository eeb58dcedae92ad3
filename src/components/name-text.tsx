import { NO_NAME, showText } from '@/lib/bound-text'
import { isBlank } from '@/lib/is-blank'
import { AlertIcon } from './icons'

export type NameTextProps = { name: string; warnings: readonly string[] }

/**
 * Text whatever it holds, one line with more on hover, led by a warning mark when the item has
 * values the dashboard could not read. Shown as any outside value (`showText`): control or bidi
 * characters (an RLO makes `gnp.exe` read as `exe.png`) marked as `⟨U+202E⟩`, and a name past
 * `ECHO_LIMIT` cut with its length, so a row takes as long to show whatever the name's length.
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
