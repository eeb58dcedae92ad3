import { apiPath } from './client'
import { listKinds, type ListKind } from './list-kinds'

/** A list operation's path (interface document, section 4), game id encoded. */
export const listPath = (kind: ListKind, gameId: string) =>
  apiPath`/cloud/games/${gameId}` + listKinds[kind].path
