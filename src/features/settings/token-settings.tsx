import { Suspense, useId, useSyncExternalStore } from 'react'
import type { StoredLists } from '@/api/stored-lists/stored-lists'
import { Icon, type IconProps } from '@/components/icons'
import { lazyPart } from '@/lib/lazy-part'
import { tokenStore } from './token-store'

export type TokenSettingsProps = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The lists this device keeps, if the page keeps any: their setting shows under the token. */
  storedLists?: StoredLists | undefined
}

const tokenFormCode = lazyPart(() => import('./token-form'))
const tokenForm = tokenFormCode.component((module) => module.TokenForm)

/**
 * A disclosure in the header where the operator enters the API token. Open state is the page's,
 * so an error about the token can open it too.
 */
export function TokenSettings({ isOpen, onOpenChange, storedLists }: TokenSettingsProps) {
  const id = useId()
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get)
  // The app resets every list when the token changes (src/app/services.ts).
  const apply = (next: string | undefined, remember: boolean) => {
    tokenStore.set(next, { remember })
    onOpenChange(false)
  }

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => onOpenChange(!isOpen)}
        onPointerEnter={tokenFormCode.preload}
        onFocus={tokenFormCode.preload}
        className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-200 ring-1 ring-slate-600 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <KeyIcon className="size-4" />
        {token ? 'API token set' : 'API token'}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <tokenForm.Component
            id={`${id}-panel`}
            token={token}
            isRemembered={tokenStore.isRemembered()}
            onApply={apply}
            onClose={() => onOpenChange(false)}
            storedLists={storedLists}
          />
        </Suspense>
      )}
    </div>
  )
}

// Drawn only here, so it loads with the header's controls, not at start-up.
const KeyIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5.5" cy="10.5" r="3" />
    <path d="m7.75 8.25 5.75-5.75M11.5 4.5l1.5 1.5" />
  </Icon>
)
