import type { ApiClient } from './client'

/**
 * Every key starts with the API's base URL, so two dashboards pointed at different APIs can
 * share one QueryClient (an admin console embedding several panels) without mixing their data.
 */
export const gameKey = (client: ApiClient, gameId: string) =>
  [client.baseUrl, 'games', gameId] as const
