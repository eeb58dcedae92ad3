import { MonitorIcon, MoonIcon, SunIcon } from '../components/icons'
import { SegmentedControl } from '../components/segmented-control'
import { timeFormatPreference, type TimeFormat } from '../components/time-format'
import { themePreference, type ThemeChoice } from './theme'

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
