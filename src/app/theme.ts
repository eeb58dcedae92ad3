import { useSyncExternalStore } from 'react'
import { createPreference } from '@/lib/preference'
import { THEME_STORAGE_KEY } from './prepare-shell'

export const themeChoices = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof themeChoices)[number]
export type ColorScheme = 'light' | 'dark'

/** The operator's theme, remembered on this device; "system" follows the operating system. */
export const themePreference = createPreference(THEME_STORAGE_KEY, themeChoices, 'system')

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)')

function subscribeToSystem(listener: () => void) {
  const query = systemDark()
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** The scheme to paint: the choice, or the system's while the choice is "system". */
export function useColorScheme(choice: ThemeChoice): ColorScheme {
  const systemIsDark = useSyncExternalStore(
    subscribeToSystem,
    () => systemDark().matches,
    () => false,
  )
  if (choice !== 'system') return choice
  return systemIsDark ? 'dark' : 'light'
}
