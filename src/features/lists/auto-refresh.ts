import { createPreference } from '@/lib/preference'

export const autoRefreshChoices = ['off', '30s', '2min'] as const
export type AutoRefresh = (typeof autoRefreshChoices)[number]

/** How often the open tab's list refreshes by itself; remembered on this device. */
export const autoRefreshPreference = createPreference(
  'game-assets:auto-refresh',
  autoRefreshChoices,
  'off',
)

export const autoRefreshLabels: Record<AutoRefresh, string> = {
  off: 'Off',
  '30s': '30 s',
  '2min': '2 min',
}

/**
 * The API allows 128 requests per 15 minutes per route. Every 30 s is at most 30 of them; even
 * if each failed and was retried twice (query-client.ts), 90. Only the open tab's list is asked
 * for, and not while the page is hidden. The wait counts from the last answer, so a manual or
 * focus refresh pushes the next one back instead of adding to it.
 */
export const AUTO_REFRESH_MS: Record<AutoRefresh, number | false> = {
  off: false,
  '30s': 30_000,
  '2min': 120_000,
}
