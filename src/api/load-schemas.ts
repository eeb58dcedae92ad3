import type { ApiAnswer, ApiClient } from './client'
import type * as schemasModule from './schemas'

type Schemas = typeof schemasModule

/**
 * A GET whose answer is parsed by the wire schemas, loaded as a module of their own: they are
 * needed only once an answer is in, so they load alongside the request instead of ahead of the
 * first paint. `answer` is a request to `path` already on its way (main.tsx's early one).
 */
export async function getWithSchemas<T>(
  client: ApiClient,
  path: string,
  parse: (schemas: Schemas, body: unknown, rayId?: string) => T,
  { signal, answer }: { signal?: AbortSignal | undefined; answer?: Promise<ApiAnswer> | undefined },
): Promise<T> {
  const sent = answer ?? client.send(path, signal)
  // Its failure is the caller's, read below: not an unhandled rejection while the module loads.
  sent.catch(() => undefined)
  const schemas = await import('./schemas')
  return client.get(path, (body, rayId) => parse(schemas, body, rayId), { answer: sent })
}
