import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import { KeyIcon } from '../../components/icons'
import { tokenStore } from './token-store'

/** A disclosure in the header where the operator enters the API token for this session. */
export function TokenSettings() {
  const id = useId()
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get)
  const queryClient = useQueryClient()
  const [isOpen, setIsOpen] = useState(false)

  const apply = (next: string | undefined) => {
    tokenStore.set(next)
    setIsOpen(false)
    void queryClient.invalidateQueries()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(String(new FormData(event.currentTarget).get('token') ?? ''))
  }

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => setIsOpen((open) => !open)}
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
          className="absolute right-0 z-40 mt-2 w-80 space-y-3 rounded-lg bg-white p-4 text-sm text-slate-900 shadow-xl ring-1 ring-slate-900/10"
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
            className="w-full rounded-md border-0 px-3 py-2 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
          />
          <p className="text-xs text-slate-600">
            Kept in this browser tab until it is closed. Sent only to the API.
          </p>
          <div className="flex justify-end gap-2">
            {token && (
              <button
                type="button"
                onClick={() => apply(undefined)}
                className="rounded-md px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
              >
                Forget token
              </button>
            )}
            <button
              type="submit"
              className="rounded-md bg-indigo-600 px-3 py-1.5 font-medium text-white hover:bg-indigo-500"
            >
              Save
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
