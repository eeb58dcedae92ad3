import { apiPath } from './client'

export type ListKind = 'builds' | 'sites' | 'avatars'

/** The three list operations' paths (interface document, section 4), game id encoded. */
export const listPath: Record<ListKind, (gameId: string) => string> = {
  builds: (gameId) => apiPath`/cloud/games/${gameId}/builds`,
  sites: (gameId) => apiPath`/cloud/games/${gameId}/cdn/sites`,
  avatars: (gameId) => apiPath`/cloud/games/${gameId}/avatars`,
}
