let last: { token: unknown; identity: string } | undefined

/**
 * Whose lists a client's queries hold, in every key (query-keys.ts): one value per token or token
 * getter, holding nothing of it, so a list read with one token is never shown with another and
 * two clients of one token share lists. Random, because a key is needed at render and SHA-256 is
 * async in browsers; stored lists use a salted hash instead (api/stored-lists/list-store.ts).
 */
export function identityOf(token: string | (() => unknown) | undefined): string {
  if (last?.token !== token || !last) {
    last = { token, identity: globalThis.crypto?.randomUUID?.() ?? `${Math.random()}`.slice(2) }
  }
  return last.identity
}
