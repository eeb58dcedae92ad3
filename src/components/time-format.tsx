import { createPreference } from '@/lib/preference'

export const timeFormats = ['relative', 'local', 'utc'] as const
/** How upload times read: "3 h ago", or the date and time here or in UTC. */
export type TimeFormat = (typeof timeFormats)[number]

export const timeFormatPreference = createPreference(
  'game-assets:time-format',
  timeFormats,
  'relative',
)

/**
 * The zone "local" times are shown in: the browser's, or UTC when the page is told to (`?tz=UTC`,
 * so that a release review renders the same on every machine).
 */
export type TimeZone = 'local' | 'utc'
