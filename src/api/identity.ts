let last: { token: unknown; identity: string } | undefined

/**
 * Whose lists a client's queries hold, in every key (query-keys.ts): one value per token, or per
 * token getter, made once for it and holding nothing of it, so that a list read with one token
 * is never shown with another, and two clients of one token share their lists. Random: a key is
 * needed when a component renders, which a hash of the token (SHA-256 is async in browsers)
 * cannot be; the lists kept on this device are filed under a salted hash of origin and token,
 * made where they are read (api/stored-lists/list-store.ts).
 */
export function identityOf(token: string | (() => unknown) | undefined): string {
  if (last?.token !== token || !last) {
    last = { token, identity: globalThis.crypto?.randomUUID?.() ?? `${Math.random()}`.slice(2) }
  }
  return last.identity
}
