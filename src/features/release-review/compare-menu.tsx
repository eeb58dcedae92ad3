import { useContext, useId } from 'react'
import { menuButtonClass, useDisclosure } from '@/components/disclosure'
import { ApiClientContext } from '@/api/client-context'
import { ChevronDownIcon } from '@/components/icons'
import type { RovingControl } from '@/components/use-roving-keys'
import { comparisonCode } from './comparison-code'
import { useComparison, type CompareTarget } from './comparison-context'
import { SinceForm } from './since-form'
import { useFileDrop } from './use-file-drop'

export type CompareMenuProps = {
  /** The view's `since` (ms): while one is set, the button says something is on. */
  since: number | undefined
  onSinceChange: (since: number | undefined) => void
  /** What a snapshot must be of; without it (a list outside a panel) only `since` is offered. */
  target?: CompareTarget | undefined
  /** The button is one of the toolbar's roving controls (use-roving-keys.ts). */
  control?: RovingControl | undefined
}

/**
 * "Compare": one small button that opens the ways to compare with an earlier state (a time to
 * mark items new after, a saved export to compare with), so the toolbar fits a sidebar.
 */
export function CompareMenu({ since, onSinceChange, target, control }: CompareMenuProps) {
  const store = useComparison()
  // Read in the list worker, its items held to the list reader's limit (`maxItemMegabytes`).
  const read = useContext(ApiClientContext)?.readSnapshot
  const { open, close, id, rootRef, onKeyDown, onBlur, buttonProps } = useDisclosure(control)
  const inputId = useId()
  const canCompare = store !== null && target !== undefined
  const active =
    since !== undefined || (canCompare && store.comparison.active?.gameId === target.gameId)
  const compareWith = (file: File) => {
    if (!store || !target) return
    if (open) close()
    void comparisonCode
      .load()
      .then((module) => module.startComparison(file, { ...target, read }, store))
  }
  useFileDrop(rootRef, canCompare ? compareWith : undefined)
  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        {...buttonProps}
        onPointerEnter={comparisonCode.preload}
        onFocus={comparisonCode.preload}
        className={`relative ${menuButtonClass}`}
      >
        Compare
        {/* On the button's corner: the button keeps its width, and the toolbar its places. */}
        {active && (
          <span className="absolute -top-1 -right-1 size-2.5 rounded-full bg-accent ring-2 ring-surface">
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
          <div className="flex flex-col gap-4">
            <SinceForm since={since} onSinceChange={onSinceChange} onDone={close} />
            {canCompare && (
              <div className="flex flex-col gap-1 border-t border-line pt-3">
                <input
                  id={inputId}
                  type="file"
                  accept=".json,application/json"
                  className="peer sr-only"
                  onChange={(event) => {
                    const file = event.target.files?.[0]
                    event.target.value = ''
                    if (file) compareWith(file)
                  }}
                />
                <label
                  htmlFor={inputId}
                  className="w-fit cursor-pointer rounded-md bg-surface px-2.5 py-1 text-sm font-medium text-fg ring-1 ring-line-strong ring-inset peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:bg-fill"
                >
                  Compare with a snapshot…
                </label>
                <p className="text-xs text-fg-muted">
                  A file saved by Export JSON (or a review pack’s snapshot.json) of this game. You
                  can also drop it on the table.
                </p>
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  )
}
