import { apiPath } from './client'
import { listKinds, type ListKind } from '@/model/list-kinds'

/** A list operation's path (server/openapi/cloud-api.schema.json), game id encoded. */
export const listPath = (kind: ListKind, gameId: string) =>
  apiPath`/cloud/games/${gameId}` + listKinds[kind].path
