import { useId, useState, useSyncExternalStore } from 'react'
import type { StoreState } from '@/api/stored-lists/list-store'
import type { StoredLists } from '@/api/stored-lists/stored-lists'
import { storeListsPreference } from './stored-lists-setting'

export type StoredListsSettingsProps = { storedLists: StoredLists }

/** Why lists are not kept although the operator asked for it; nothing when they are. */
const stateNotes: Record<StoreState, string | undefined> = {
  working: undefined,
  unavailable:
    'This browser does not let the dashboard store lists here (private window or storage turned off); lists load from the API each visit.',
  full: 'Storage on this device is full: the last lists are not kept.',
}

/**
 * Whether the last lists are kept on this device (api/stored-lists/), and a way to drop them
 * now: beside the token's "Remember on this device", where what this device keeps is decided.
 * Each control acts at once; nothing waits for the token form's Save.
 */
export function StoredListsSettings({ storedLists }: StoredListsSettingsProps) {
  const id = useId()
  const isKept = storeListsPreference.use() === 'on'
  const state = useSyncExternalStore(storedLists.subscribe, storedLists.state)
  const [isCleared, setCleared] = useState(false)
  const clear = () => {
    setCleared(false)
    void storedLists.clear().then(() => setCleared(true))
  }
  const keep = (next: boolean) => {
    storeListsPreference.set(next ? 'on' : 'off')
    // Off means none kept, not only none added.
    if (!next) void storedLists.clear()
  }
  const note = isKept ? stateNotes[state] : undefined

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 border-t border-line pt-3">
      <h2 id={`${id}-title`} className="font-medium">
        Lists on this device
      </h2>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={isKept}
          onChange={(event) => keep(event.currentTarget.checked)}
          aria-describedby={`${id}-about`}
          className="size-4 rounded border-line-strong text-accent-strong"
        />
        Keep the last lists on this device
      </label>
      <p id={`${id}-about`} className="text-xs text-fg-muted">
        The next visit shows them at once, then asks the API again. Never the token; forgetting it
        clears them.
      </p>
      {note && (
        <p className="rounded-md bg-warn-soft px-2 py-1.5 text-xs text-warn-strong">{note}</p>
      )}
      <div className="flex items-center justify-between gap-2">
        <p role="status" className="text-xs text-fg-muted">
          {isCleared ? 'Stored lists cleared' : ''}
        </p>
        <button
          type="button"
          onClick={clear}
          className="shrink-0 rounded-md px-3 py-1.5 font-medium text-fg-muted ring-1 ring-line-strong hover:bg-fill"
        >
          Clear stored lists
        </button>
      </div>
    </section>
  )
}
