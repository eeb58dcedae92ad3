import { useContext } from 'react'
import { menuButtonClass, useDisclosure } from '@/components/disclosure'
import { ApiClientContext } from '@/api/client-context'
import { ChevronDownIcon } from '@/components/icons'
import { comparisonCode } from './comparison-code'
import { CompareOptions } from './compare-options'
import { useComparison, type CompareTarget } from './comparison-context'
import { useFileDrop } from './use-file-drop'

export type CompareMenuProps = {
  /** The view's `since` (ms): while one is set, the button says something is on. */
  since: number | undefined
  onSinceChange: (since: number | undefined) => void
  /** What a snapshot must be of; without it (a list outside a panel) only `since` is offered. */
  target?: CompareTarget | undefined
}

/**
 * "Compare": one small button that opens the ways to compare with an earlier state (a time to
 * mark items new after, a saved export to compare with), so the toolbar fits a sidebar.
 */
export function CompareMenu({ since, onSinceChange, target }: CompareMenuProps) {
  const store = useComparison()
  // Read in the list worker, its items held to the list reader's limit (`maxItemMegabytes`).
  const read = useContext(ApiClientContext)?.readSnapshot
  const { open, close, id, rootRef, onKeyDown, onBlur, buttonProps } = useDisclosure()
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
        className={menuButtonClass}
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
          <CompareOptions
            since={since}
            onSinceChange={onSinceChange}
            onDone={close}
            onFile={canCompare ? compareWith : undefined}
          />
        )}
      </div>
    </div>
  )
}
