import { useState, type FormEvent } from 'react'
import type { StoredLists } from '@/api/stored-lists/stored-lists'
import { tokenProblem } from '@/api/token-problem'
import { StoredListsSettings } from './stored-lists-settings'

export type TokenFormProps = {
  /** The id the header's button names as what it controls. */
  id: string
  token: string | undefined
  isRemembered: boolean
  /** Saves the token (undefined forgets it); the form closes. */
  onApply: (token: string | undefined, remember: boolean) => void
  onClose: () => void
  /** The lists this device keeps, if the page keeps any: their setting shows below the token. */
  storedLists?: StoredLists | undefined
}

/**
 * The token field, and below it the lists this device keeps, loaded when the operator first
 * opens it (or points at the button): most visits never need it, so it stays out of the start-up
 * JavaScript. It reads and writes no token itself; TokenSettings does.
 */
export function TokenForm({
  id,
  token,
  isRemembered,
  onApply,
  onClose,
  storedLists,
}: TokenFormProps) {
  const [problem, setProblem] = useState<string>()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = String(form.get('token') ?? '')
    const why = tokenProblem(next)
    setProblem(why)
    if (!why) onApply(next, form.get('remember') === 'on')
  }

  return (
    <div
      id={id}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-1rem)] space-y-3 rounded-lg bg-surface p-4 text-sm text-fg shadow-xl ring-1 ring-fg/10"
    >
      <form onSubmit={onSubmit} className="space-y-3">
        <label htmlFor={`${id}-token`} className="block font-medium">
          API token
        </label>
        <input
          id={`${id}-token`}
          name="token"
          type="password"
          autoComplete="off"
          autoFocus
          defaultValue={token}
          placeholder="Bearer token (user or game cloud token)"
          aria-invalid={problem !== undefined}
          aria-describedby={problem && `${id}-problem`}
          className="w-full rounded-md border-0 px-3 py-2 ring-1 ring-line-strong ring-inset focus:ring-2 focus:ring-accent focus:outline-none"
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-xs text-danger-strong">
            {problem}
          </p>
        )}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="remember"
            defaultChecked={isRemembered}
            className="size-4 rounded border-line-strong text-accent-strong"
          />
          Remember on this device
        </label>
        <p className="text-xs text-fg-muted">
          Kept for this browser session only, unless remembered. Sent only to the API, never in a
          link.
        </p>
        <div className="flex justify-end gap-2">
          {token && (
            <button
              type="button"
              onClick={() => onApply(undefined, false)}
              className="rounded-md px-3 py-1.5 font-medium text-fg-muted hover:bg-fill"
            >
              Forget token
            </button>
          )}
          <button
            type="submit"
            className="rounded-md bg-accent px-3 py-1.5 font-medium text-on-accent hover:bg-accent-strong"
          >
            Save
          </button>
        </div>
      </form>
      {storedLists && <StoredListsSettings storedLists={storedLists} />}
    </div>
  )
}
