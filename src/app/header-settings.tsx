import type { StoredLists } from '@/api/stored-lists/stored-lists'
import { useDisclosure } from '@/components/disclosure'
import { ChevronDownIcon, Icon, type IconProps } from '@/components/icons'
import { TokenSettings } from '@/features/settings/token-settings'
import { DisplaySettings } from './display-settings'

export type HeaderSettingsProps = {
  isTokenOpen: boolean
  onTokenOpenChange: (isOpen: boolean) => void
  /** The lists this device keeps: their setting is in the token's panel. */
  storedLists?: StoredLists | undefined
}

/**
 * The standalone page's header controls: how times and the theme show, and the API token with
 * what this device keeps. In a row where they fit (a header 48rem wide or more), else behind one
 * "Settings" button that opens them below it: the page never scrolls sideways, in a narrow
 * window or a console's sidebar. The same controls either way, so nothing has two states.
 */
export function HeaderSettings({
  isTokenOpen,
  onTokenOpenChange,
  storedLists,
}: HeaderSettingsProps) {
  // Closed by Escape, a press outside or Tab on past its last control, as the list's menus are.
  const { open, id, rootRef, onKeyDown, onBlur, buttonProps } = useDisclosure()
  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        {...buttonProps}
        className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-200 ring-1 ring-slate-700 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white @3xl:hidden"
      >
        <SlidersIcon className="size-4" />
        Settings
        <ChevronDownIcon className={`size-3.5 ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        className={`${open ? 'flex' : 'hidden'} absolute top-full right-0 z-30 mt-2 flex-col items-end gap-3 rounded-lg bg-slate-900 p-3 shadow-lg ring-1 ring-slate-700 @3xl:static @3xl:mt-0 @3xl:flex @3xl:flex-row @3xl:items-center @3xl:bg-transparent @3xl:p-0 @3xl:shadow-none @3xl:ring-0`}
      >
        <DisplaySettings />
        <TokenSettings
          isOpen={isTokenOpen}
          onOpenChange={onTokenOpenChange}
          storedLists={storedLists}
        />
      </div>
    </div>
  )
}

const SlidersIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 4.5h11M2.5 11.5h11" />
    <circle cx="5.5" cy="4.5" r="1.75" fill="currentColor" />
    <circle cx="10.5" cy="11.5" r="1.75" fill="currentColor" />
  </Icon>
)
