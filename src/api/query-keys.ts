import type { ApiClient } from './client'

/**
 * Where every key starts: the API's base URL, so two dashboards pointed at different APIs can
 * share one QueryClient (an admin console embedding several panels) without mixing their data;
 * then whose lists they are (the client's identity, one per token), so a list read with one
 * token is never shown with another.
 */
export const clientKey = (client: ApiClient) => [client.baseUrl, client.identity] as const

export const gameKey = (client: ApiClient, gameId: string) =>
  [...clientKey(client), 'games', gameId] as const
