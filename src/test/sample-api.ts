import { getSampleGame, hasFailingLists, listSampleGames } from '../../server/data/sample-data'
import { listKindNames, listKinds } from '@/model/list-kinds'
import { jsonResponse, stubFetch, type FetchHandler } from './fetch'

/**
 * Answers the dashboard's requests from the reference server's sample data, so component tests
 * see the lists the dev server and e2e tests see. Relative and absolute URLs both work.
 */
export const sampleApi: FetchHandler = (url) => {
  const { pathname } = new URL(url, 'http://localhost')
  if (pathname === '/cloud/games') return jsonResponse({ games: listSampleGames() })
  const match = /^\/cloud\/games\/([^/]+)(\/.+)$/.exec(pathname)
  const list = listKindNames.find((kind) => listKinds[kind].path === match?.[2])
  const gameId = match?.[1] ? decodeURIComponent(match[1]) : undefined
  if (list && gameId && hasFailingLists(gameId)) {
    return jsonResponse(
      { code: 'ERROR', message: 'An internal error occurred.', ray_id: 'test-ray-500' },
      { status: 500 },
    )
  }
  const game = gameId ? getSampleGame(gameId) : undefined
  if (!list || !game) {
    return jsonResponse(
      { code: 'API_NOT_FOUND', message: 'Game not found.', ray_id: 'test-ray-404' },
      { status: 404 },
    )
  }
  return jsonResponse({ [listKinds[list].responseKey]: structuredClone(game[list]) })
}

/** A promise the test settles by hand, for catching the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve
    reject = onReject
  })
  return { promise, resolve, reject }
}

/**
 * The sample API for requests with these operators' tokens. Every other request waits until
 * `refuse` answers it with a 401, so a test sees what the panel shows meanwhile.
 */
export function sampleApiFor(...tokens: string[]) {
  const others = deferred<Response>()
  const accepted = new Set(tokens.map((token) => `Bearer ${token}`))
  const handler: FetchHandler = (url, init) =>
    accepted.has(new Headers(init?.headers).get('authorization') ?? '')
      ? sampleApi(url, init)
      : others.promise.then((answer) => answer.clone())
  const refuse = () =>
    others.resolve(
      jsonResponse(
        { code: 'API_UNAUTHORIZED', message: 'No bearer token provided.' },
        { status: 401 },
      ),
    )
  return { fetch: stubFetch(handler), refuse }
}
