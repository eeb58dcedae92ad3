import { lazy, Suspense, useContext, useEffect, useId, useRef, useState } from 'react'
import { ApiClientContext } from '../../api/client-context'
import { ChevronDownIcon } from '../../components/icons'
import { useComparison, type CompareTarget } from './comparison-context'
import { useFileDrop } from './use-file-drop'

/** The menu's contents, out of the start-up JavaScript: fetched on hover or focus of its button. */
const loadOptions = () => import('./compare-options')
const CompareOptions = lazy(() =>
  loadOptions().then((module) => ({ default: module.CompareOptions })),
)

export type CompareMenuProps = {
  /** The view's `since` (ms): while one is set, the button says something is on. */
  since: number | undefined
  onSinceChange: (since: number | undefined) => void
  /** What a snapshot must be of; without it (a list outside a panel) only `since` is offered. */
  target?: CompareTarget | undefined
}

/** The comparison code, fetched on the first file chosen or dropped. */
const startComparisonOf = () => import('./open-comparison')

/**
 * "Compare": one small button that opens the ways to compare with an earlier state (a time to
 * mark items new after, a saved export to compare with), so the toolbar fits a sidebar. A
 * disclosure: Escape or a click outside closes it, and focus goes back to the button.
 */
export function CompareMenu({ since, onSinceChange, target }: CompareMenuProps) {
  const store = useComparison()
  // A snapshot's items are held to the list reader's limit (config.json `maxItemMegabytes`).
  const maxItemBytes = useContext(ApiClientContext)?.maxItemBytes
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const canCompare = store !== null && target !== undefined
  const active =
    since !== undefined || (canCompare && store.comparison.active?.gameId === target.gameId)
  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  const compareWith = (file: File) => {
    if (!store || !target) return
    if (open) close()
    void startComparisonOf().then((module) =>
      module.startComparison(file, { ...target, maxItemBytes }, store),
    )
  }
  useFileDrop(rootRef, canCompare ? compareWith : undefined)
  const id = useId()
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.composedPath()[0] as Node)) setOpen(false)
    }
    const root = rootRef.current?.getRootNode() as Document | ShadowRoot | undefined
    root?.addEventListener('pointerdown', onPointerDown as EventListener)
    return () => root?.removeEventListener('pointerdown', onPointerDown as EventListener)
  }, [open])
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
            <CompareOptions
              since={since}
              onSinceChange={onSinceChange}
              onDone={close}
              onFile={canCompare ? compareWith : undefined}
            />
          </Suspense>
        )}
      </div>
    </div>
  )
}
