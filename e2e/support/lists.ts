import { listKindNames, listKinds, type ListKind } from '../../src/model/list-kinds.ts'

/*
 * The list kinds as the e2e tests reach them: everything here derives from src/model/list-kinds.ts,
 * so the tests name a kind ('sites') and never repeat its path or labels.
 */

export { listKindNames, listKinds, type ListKind }

/** One value per kind, in tab order. */
export const byKind = <T>(make: (kind: ListKind) => T): Record<ListKind, T> =>
  Object.fromEntries(listKindNames.map((kind) => [kind, make(kind)])) as Record<ListKind, T>

/** Glob for `page.route` that matches one list's requests: any origin, any game, its path. */
export const listRoute = (kind: ListKind) => `**/cloud/games/*${listKinds[kind].path}`

/** `text` as regular-expression source that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
