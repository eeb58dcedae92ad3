import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { controlsIn } from '@/lib/bound-text'
import { CheckIcon, CopyIcon, type IconProps } from './icons'

export type CopyButtonProps = {
  value: string
  /**
   * What is copied, short enough to be read out: "build ID 50f382df". The button is named
   * "Copy " + label; the full value would make every name 36 characters long, read one by one.
   */
  label: string
  /** What the value is, in the sentence that refuses to copy it: "id" unless told. */
  what?: string
  /**
   * Where "Copied" and a refusal are announced: a table's one live region (row-actions.tsx).
   * Without it the button brings its own.
   */
  announce?: ((message: string) => void) | undefined
  /** The button's icon until "Copied": two sheets unless told (a link's is a chain). */
  icon?: ((props: IconProps) => ReactNode) | undefined
  /** -1 where the button is no Tab stop (the row actions, reached by the arrow keys). */
  tabIndex?: number | undefined
  /** Shown beside the icon where copy buttons sit side by side: "B" (Build ID), "U". */
  mark?: string | undefined
}

export const COPIED_FOR_MS = 1500

// A new object per attempt, so a second copy restarts the confirmation's timer.
type CopyResult = { kind: 'copied' } | { kind: 'failed' } | { kind: 'refused'; controls: string[] }

/** How many of a value's control characters a refusal names. */
const NAMED_CONTROLS = 3

/** Why a value was not copied: the control characters it holds, the first few by code point. */
const refusal = (what: string, controls: readonly string[]) => {
  const named = controls.slice(0, NAMED_CONTROLS).join(', ')
  const more = controls.length > NAMED_CONTROLS ? ', …' : ''
  return `This ${what} holds control characters (${named}${more}), so it was not copied: pasted into a terminal, they could run a command you never saw. Export the list (CSV or JSON) to get it as sent.`
}

/**
 * Success swaps the icon for a check and shows "Copied" in a tooltip above, so nothing moves; a
 * live region tells screen readers. When the browser refuses (`navigator.clipboard` exists only in
 * secure contexts, and a user may deny it), the value appears selected in a field with what to
 * press. A value with control characters is not copied, and a note says why: the cell shows a
 * line break as ⟨U+000A⟩, but the clipboard would hold the break itself, and `id\ncurl … | sh\n`
 * pasted into a terminal runs.
 */
export function CopyButton({
  value,
  label,
  what = 'id',
  announce,
  icon,
  tabIndex,
  mark,
}: CopyButtonProps) {
  const [result, setResult] = useState<CopyResult | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const fieldRef = useRef<HTMLInputElement>(null)
  const messageId = useId()

  useEffect(() => {
    if (result?.kind !== 'copied') return undefined
    const timer = setTimeout(() => setResult(null), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [result])
  // In the same commit that shows the field, not after a paint: until then focus would stay on
  // the button (and a loaded machine showed the field unfocused for a moment).
  useLayoutEffect(() => {
    if (result?.kind !== 'failed') return
    fieldRef.current?.focus()
    fieldRef.current?.select()
  }, [result])

  const copy = async () => {
    const controls = controlsIn(value, NAMED_CONTROLS + 1)
    if (controls.length > 0) {
      setResult({ kind: 'refused', controls })
      announce?.(refusal(what, controls))
      return
    }
    try {
      // Inside the try: in an insecure context `navigator.clipboard` is undefined and this throws.
      await navigator.clipboard.writeText(value)
      setResult({ kind: 'copied' })
      announce?.('Copied')
    } catch {
      setResult({ kind: 'failed' })
    }
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || (result?.kind !== 'failed' && result?.kind !== 'refused')) return
    event.preventDefault()
    setResult(null)
    buttonRef.current?.focus()
  }

  const copied = result?.kind === 'copied'
  const Icon = copied ? CheckIcon : (icon ?? CopyIcon)
  return (
    <span className="relative inline-flex shrink-0" onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        tabIndex={tabIndex}
        aria-label={`Copy ${label}`}
        title={`Copy ${label}`}
        onClick={() => void copy()}
        onBlur={() => setResult((current) => (current?.kind === 'refused' ? null : current))}
        aria-describedby={result?.kind === 'refused' ? messageId : undefined}
        className={`inline-flex h-6 min-w-6 items-center justify-center gap-0.5 rounded hover:bg-fill focus-visible:outline-2 focus-visible:outline-accent ${mark ? 'px-1 text-xs font-semibold' : ''} ${copied ? 'text-ok-strong' : 'text-fg-subtle hover:text-fg'}`}
      >
        <Icon className="size-3.5 shrink-0" />
        {mark}
      </button>
      <span aria-live={announce ? undefined : 'polite'}>
        {copied && (
          <span className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-1 -translate-x-1/2 rounded bg-slate-800 px-1.5 py-0.5 font-sans text-xs font-medium text-white shadow-sm">
            Copied
          </span>
        )}
        {result?.kind === 'refused' && (
          <span
            id={messageId}
            className="absolute top-full right-0 z-20 mt-1 w-80 rounded-md bg-surface p-2 font-sans text-xs whitespace-normal text-warn-strong shadow-lg ring-1 ring-warn/40"
          >
            {refusal(what, result.controls)}
          </span>
        )}
      </span>
      {result?.kind === 'failed' && (
        <span className="absolute top-full right-0 z-20 mt-1 flex w-80 flex-col gap-1.5 rounded-md bg-surface p-2 font-sans text-xs whitespace-normal text-fg-muted shadow-lg ring-1 ring-line-strong">
          <span id={messageId}>
            Copy failed: the browser blocked the clipboard. Press Ctrl+C (⌘C on a Mac) to copy the
            selected id, or Esc to close.
          </span>
          <input
            ref={fieldRef}
            readOnly
            value={value}
            aria-label={label}
            aria-describedby={messageId}
            onBlur={() => setResult(null)}
            className="w-full rounded border border-line-strong px-1.5 py-1 font-mono text-xs text-fg focus-visible:outline-2 focus-visible:outline-accent"
          />
        </span>
      )}
    </span>
  )
}
