import type { ApiClient } from './client'

/**
 * Where every key starts: the API's base URL, so two dashboards pointed at different APIs can
 * share one QueryClient (an admin console embedding several panels) without mixing their data;
 * then the client that asked, so a list read with one token is never shown with another (a new
 * token makes a new client).
 */
export const clientKey = (client: ApiClient) => [client.baseUrl, client.id] as const

export const gameKey = (client: ApiClient, gameId: string) =>
  [...clientKey(client), 'games', gameId] as const

/**
 * A key as a list is stored on this device under (api/stored-lists/): without the client, whose
 * id counts the clients made on one page. What the list was read with is the store's own
 * prefix there (the API's origin and the token's hash).
 */
export const withoutClient = (key: readonly unknown[]) => [key[0], ...key.slice(clientKeyLength)]
const clientKeyLength = 2
