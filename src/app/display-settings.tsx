import { Icon, type IconProps } from '@/components/icons'
import { SegmentedControl } from '@/components/segmented-control'
import { timeFormatPreference, type TimeFormat } from '@/components/time-format'
import { themePreference, type ThemeChoice } from './theme'

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

/** How times read and which theme paints the page: both remembered on this device. */
export function DisplaySettings() {
  return (
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
  )
}
