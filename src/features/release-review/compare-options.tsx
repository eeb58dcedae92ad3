import { useId } from 'react'
import { SinceForm, type SinceFormProps } from './since-form'

export type CompareOptionsProps = Omit<SinceFormProps, 'onDone'> & {
  /** Closes the menu, once a choice is made. */
  onDone: () => void
  /** Compares with a snapshot file; undefined where no comparison can be made. */
  onFile?: ((file: File) => void) | undefined
}

/** What the Compare menu offers: a time to mark items new after, and a snapshot to compare with. */
export function CompareOptions({ since, onSinceChange, onDone, onFile }: CompareOptionsProps) {
  const inputId = useId()
  return (
    <div className="flex flex-col gap-4">
      <SinceForm since={since} onSinceChange={onSinceChange} onDone={onDone} />
      {onFile && (
        <div className="flex flex-col gap-1 border-t border-line pt-3">
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) onFile(file)
            }}
          />
          <label
            htmlFor={inputId}
            className="w-fit cursor-pointer rounded-md bg-surface px-2.5 py-1 text-sm font-medium text-fg ring-1 ring-line-strong ring-inset peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:bg-fill"
          >
            Compare with a snapshot…
          </label>
          <p className="text-xs text-fg-muted">
            A file saved by Export JSON (or a review pack’s snapshot.json) of this game. You can
            also drop it on the table.
          </p>
        </div>
      )}
    </div>
  )
}
