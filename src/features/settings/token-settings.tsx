import { useQueryClient } from '@tanstack/react-query'
import { useId, useSyncExternalStore, type FormEvent } from 'react'
import { KeyIcon } from '../../components/icons'
import { tokenStore } from './token-store'

export type TokenSettingsProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }

/**
 * A disclosure in the header where the operator enters the API token. Open state is the page's,
 * so an error about the token can open it too.
 */
export function TokenSettings({ isOpen, onOpenChange }: TokenSettingsProps) {
  const id = useId()
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get)
  const queryClient = useQueryClient()
  const setIsOpen = onOpenChange

  const apply = (next: string | undefined, remember = false) => {
    tokenStore.set(next, { remember })
    setIsOpen(false)
    void queryClient.invalidateQueries()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    apply(String(form.get('token') ?? ''), form.get('remember') === 'on')
  }

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => setIsOpen(!isOpen)}
        className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-200 ring-1 ring-slate-600 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <KeyIcon className="size-4" />
        {token ? 'API token set' : 'API token'}
      </button>
      {isOpen && (
        <form
          id={`${id}-panel`}
          onSubmit={onSubmit}
          onKeyDown={(event) => event.key === 'Escape' && setIsOpen(false)}
          className="absolute right-0 z-40 mt-2 w-80 space-y-3 rounded-lg bg-surface p-4 text-sm text-fg shadow-xl ring-1 ring-fg/10"
        >
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
            className="w-full rounded-md border-0 px-3 py-2 ring-1 ring-line-strong ring-inset focus:ring-2 focus:ring-accent focus:outline-none"
          />
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="remember"
              defaultChecked={tokenStore.isRemembered()}
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
                onClick={() => apply(undefined)}
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
      )}
    </div>
  )
}
