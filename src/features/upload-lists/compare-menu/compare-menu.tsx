import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { ChevronDownIcon } from '../../../components/icons'

/** The menu's contents, out of the start-up JavaScript: fetched on hover or focus of its button. */
const loadOptions = () => import('./compare-options')
const CompareOptions = lazy(() =>
  loadOptions().then((module) => ({ default: module.CompareOptions })),
)

export type CompareMenuProps = {
  /** A `since` or a comparison is on: the button says so. */
  active: boolean
}

/**
 * "Compare": one small button that opens the ways to compare with an earlier state (a time to
 * mark items new after, a saved export to compare with), so the toolbar fits a sidebar. A
 * disclosure: Escape or a click outside closes it, and focus goes back to the button.
 */
export function CompareMenu({ active }: CompareMenuProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.composedPath()[0] as Node)) setOpen(false)
    }
    const root = rootRef.current?.getRootNode() as Document | ShadowRoot | undefined
    root?.addEventListener('pointerdown', onPointerDown as EventListener)
    return () => root?.removeEventListener('pointerdown', onPointerDown as EventListener)
  }, [open])
  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        close()
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onPointerEnter={() => void loadOptions()}
        onFocus={() => void loadOptions()}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-1.5 rounded-md bg-surface px-3 py-1.5 text-sm font-medium text-fg ring-1 ring-line-strong ring-inset hover:bg-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        Compare
        {active && (
          <span className="size-2 rounded-full bg-accent">
            <span className="sr-only">(on)</span>
          </span>
        )}
        <ChevronDownIcon className={`size-3.5 ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute top-full left-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg bg-surface p-4 shadow-lg ring-1 ring-line-strong"
      >
        {open && (
          <Suspense fallback={<p className="text-sm text-fg-muted">Loading…</p>}>
            <CompareOptions onDone={close} />
          </Suspense>
        )}
      </div>
    </div>
  )
}
