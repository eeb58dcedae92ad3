import { createPreference } from '@/lib/preference'

/**
 * Whether the standalone page keeps the last lists on this device (api/stored-lists/): on unless
 * the operator turns it off in the settings. The embedded forms keep none unless the host says
 * (`persist`).
 */
export const storeListsPreference = createPreference('game-assets:store-lists', ['on', 'off'], 'on')
