import type { StoredLists } from '@/api/stored-lists/stored-lists'
import { useDisclosure } from '@/components/disclosure'
import { ChevronDownIcon, Icon, type IconProps } from '@/components/icons'
import { TokenSettings } from '@/features/settings/token-settings'
import { SegmentedControl } from '@/components/segmented-control'
import { timeFormatPreference, type TimeFormat } from '@/components/time-format'
import { themePreference, type ThemeChoice } from './theme'

export type HeaderSettingsProps = {
  isTokenOpen: boolean
  onTokenOpenChange: (isOpen: boolean) => void
  /** The lists this device keeps: their setting is in the token's panel. */
  storedLists?: StoredLists | undefined
}

/**
 * The standalone page's header controls (time display and theme, remembered here; the token and
 * what this device keeps). In a row from a 48rem header, else behind one "Settings" button, so
 * the page never scrolls sideways; the same controls either way, so nothing has two states.
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
        <div className="flex items-center gap-3">
          <SegmentedControl
            legend="Show times as"
            name="time-format"
            options={timeOptions}
            value={timeFormatPreference.use()}
            onChange={timeFormatPreference.set}
            variant="inverse"
          />
          <SegmentedControl
            legend="Theme"
            name="theme"
            options={themeOptions}
            value={themePreference.use()}
            onChange={themePreference.set}
            variant="inverse"
          />
        </div>
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

const SunIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="2.75" />
    <path d="M8 1.75v1.5M8 12.75v1.5M1.75 8h1.5M12.75 8h1.5M3.6 3.6l1.05 1.05M11.35 11.35l1.05 1.05M3.6 12.4l1.05-1.05M11.35 4.65l1.05-1.05" />
  </Icon>
)

const MoonIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.25 9.5A5.5 5.5 0 0 1 6.5 2.75a5.5 5.5 0 1 0 6.75 6.75Z" />
  </Icon>
)

const MonitorIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="1.75" y="2.5" width="12.5" height="8.5" rx="1.25" />
    <path d="M5.5 13.75h5M8 11v2.75" />
  </Icon>
)

const timeOptions: { value: TimeFormat; label: string }[] = [
  { value: 'relative', label: 'Relative' },
  { value: 'local', label: 'Local' },
  { value: 'utc', label: 'UTC' },
]

const themeOptions: { value: ThemeChoice; label: string; icon: typeof SunIcon }[] = [
  { value: 'system', label: 'Theme of the system', icon: MonitorIcon },
  { value: 'light', label: 'Light theme', icon: SunIcon },
  { value: 'dark', label: 'Dark theme', icon: MoonIcon },
]
