// @vitest-environment node
/*
 * Every body the reference API sends must be one the hosted service could send: each is checked
 * against server/openapi/cloud-api.schema.json, written from the service's published OpenAPI
 * document (its commit is named in the file). Beyond that document, what the real server does
 * (what the real service sends beyond its schema) is checked too: ray ids are UUIDs, timestamps carry milliseconds and `Z`, an
 * error body has no empty `metadata`.
 */
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listKindNames, listKinds, type ListKind } from '../src/model/list-kinds.ts'
import schema from './openapi/cloud-api.schema.json' with { type: 'json' }
import { LISTED_LOAD_TEST_COUNTS, loadTestGameId } from './data/load-test-game.ts'
import {
  FLEET_GAME_IDS,
  FLEET_GAMES,
  hasFailingLists,
  listSampleGames,
  SAMPLE_GAMES,
} from './data/sample-data.ts'
import { apiErrorCodes, type ApiErrorCode } from './errors.ts'
import { RAY_ID, startTestServer, type TestServer } from './test-server.ts'

const ajv = new Ajv2020({ allErrors: true, strict: true })
addFormats.default(ajv)
ajv.addSchema(schema)

/** The published schema `name`, as a validator that names every mismatch when it fails. */
function expectValid(name: string, body: unknown): void {
  const validate = ajv.getSchema(`${schema.$id}#/$defs/${name}`)
  if (!validate) throw new Error(`No schema named ${name}`)
  const valid = validate(body)
  expect(valid ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n')).toEqual([])
}

const RESPONSES: Record<ListKind, string> = {
  builds: 'CloudGamesListGameBuildsResponse',
  sites: 'CloudGamesListGameCdnSitesResponse',
  avatars: 'CloudGamesListGameCustomAvatarsResponse',
}

// As the real server writes them: `2024-11-20T14:03:11.123Z`.
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

let server: TestServer
let guarded: TestServer
beforeAll(async () => {
  server = await startTestServer()
  guarded = await startTestServer({ token: 'cloud.eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl' })
})
afterAll(() => Promise.all([server.close(), guarded.close()]))

async function getList(gameId: string, kind: ListKind) {
  const res = await fetch(`${server.origin}/cloud/games/${gameId}${listKinds[kind].path}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('rvt-ray-id')).toMatch(RAY_ID)
  return (await res.json()) as Record<string, { create_ts: string }[]>
}

describe('list bodies follow the published schema', () => {
  const gameIds = [
    ...Object.values(SAMPLE_GAMES),
    ...FLEET_GAME_IDS.filter((gameId) => !hasFailingLists(gameId)),
    ...LISTED_LOAD_TEST_COUNTS.map(loadTestGameId),
    loadTestGameId(1),
  ]
  it.each(gameIds.flatMap((gameId) => listKindNames.map((kind) => [kind, gameId] as const)))(
    '%s of %s',
    async (kind, gameId) => {
      const body = await getList(gameId, kind)
      expectValid(RESPONSES[kind], body)
      const items = body[listKinds[kind].responseKey] ?? []
      expect(items.filter((item) => !TIMESTAMP.test(item.create_ts))).toEqual([])
    },
  )

  it('most builds have no tags, as on the real service, and one is current', async () => {
    for (const gameId of [SAMPLE_GAMES.realistic, loadTestGameId(10_000)]) {
      const { builds = [] } = (await getList(gameId, 'builds')) as unknown as {
        builds?: { tags: Record<string, string> }[]
      }
      const untagged = builds.filter((build) => Object.keys(build.tags).length === 0)
      expect(untagged.length / builds.length).toBeGreaterThan(0.5)
      expect(builds.filter((build) => build.tags.current === 'true')).toHaveLength(1)
    }
  })
})

it('the games list follows the published schema', async () => {
  const res = await fetch(`${server.origin}/cloud/games`)
  const body = (await res.json()) as { games: unknown[] }
  expectValid('CloudGamesGetGamesResponse', body)
  expect(body.games).toHaveLength(listSampleGames().length)
  expect(body.games).toHaveLength(30)
})

describe('error bodies follow the published schema', () => {
  async function expectErrorBody(res: Response, status: number, code: string) {
    expect(res.status).toBe(status)
    const body = (await res.json()) as Record<string, unknown>
    expectValid('ErrorBody', body)
    expect(body).toMatchObject({ code, ray_id: res.headers.get('rvt-ray-id') })
    expect(body.ray_id).toMatch(RAY_ID)
    expect(body).not.toHaveProperty('metadata')
  }
  const list = (origin: string, gameId: string, kind: ListKind) =>
    `${origin}/cloud/games/${gameId}${listKinds[kind].path}`
  const builds = (origin: string, gameId: string = SAMPLE_GAMES.realistic) =>
    list(origin, gameId, 'builds')
  const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

  it.each([
    ['API_BAD_QUERY', 400, () => fetch(builds(server.origin, 'space-raiders'))],
    ['API_NOT_FOUND', 404, () => fetch(builds(server.origin, crypto.randomUUID()))],
    ['API_NOT_FOUND', 404, () => fetch(`${server.origin}/cloud/nothing`)],
    ['API_NOT_FOUND', 404, () => fetch(builds(server.origin, loadTestGameId(2_000_000)))],
    ['API_NOT_FOUND', 404, () => fetch(`${server.origin}/sample-avatars/nothing.png`)],
    ['API_METHOD_NOT_ALLOWED', 405, () => fetch(builds(server.origin), { method: 'POST' })],
    ['API_UNAUTHORIZED', 401, () => fetch(builds(guarded.origin))],
    ['TOKEN_INVALID', 400, () => fetch(builds(guarded.origin), bearer('not-a-token'))],
    ['API_FORBIDDEN', 403, () => fetch(builds(guarded.origin), bearer('a.b.c'))],
    ...listKindNames.map(
      (kind) =>
        ['ERROR', 500, () => fetch(list(server.origin, FLEET_GAMES.failing, kind))] as const,
    ),
    [
      'API_RATE_LIMIT',
      429,
      async () => {
        const counting = await startTestServer({ rateLimit: { requests: 1 } })
        try {
          await (await fetch(builds(counting.origin))).arrayBuffer()
          // Read whole before the server closes.
          const limited = await fetch(builds(counting.origin))
          const { status, headers } = limited
          return new Response(await limited.arrayBuffer(), { status, headers })
        } finally {
          await counting.close()
        }
      },
    ],
  ] as const)('%s (%i)', async (code, status, send) => {
    await expectErrorBody(await send(), status, code)
  })

  it('covers every code the reference API has', () => {
    const covered: ApiErrorCode[] = [
      'API_BAD_QUERY',
      'API_NOT_FOUND',
      'API_METHOD_NOT_ALLOWED',
      'API_UNAUTHORIZED',
      'TOKEN_INVALID',
      'API_FORBIDDEN',
      'API_RATE_LIMIT',
      'ERROR',
    ]
    expect(new Set(covered)).toEqual(new Set(apiErrorCodes))
  })
})

describe('the schema is strict enough to catch a drift', () => {
  const build = {
    build_id: '6f1c7b0e-3a52-4d8e-9b1f-2c3d4e5f6a7b',
    upload_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    display_name: 'build 1',
    create_ts: '2024-11-20T14:03:11.123Z',
    content_length: 1024,
    complete: true,
    tags: {},
  }
  it.each([
    ['a build without tags', { ...build, tags: undefined }],
    ['a tag that is not a string', { ...build, tags: { current: true } }],
    ['an id that is not a UUID', { ...build, build_id: '123' }],
    ['a negative size', { ...build, content_length: -1 }],
    ['a timestamp that is not RFC 3339', { ...build, create_ts: '20 Nov 2024' }],
  ])('refuses %s', (_name, item) => {
    const validate = ajv.getSchema(`${schema.$id}#/$defs/CloudBuildSummary`)!
    expect(validate(JSON.parse(JSON.stringify(item)))).toBe(false)
  })
  it('refuses a game without its page or developer links', () => {
    const validate = ajv.getSchema(`${schema.$id}#/$defs/GameSummary`)!
    const [game] = listSampleGames()
    expect(validate(game)).toBe(true)
    expect(validate({ ...game, url: undefined })).toBe(false)
    expect(validate({ ...game, developer: { ...game!.developer, external: undefined } })).toBe(
      false,
    )
  })
})
