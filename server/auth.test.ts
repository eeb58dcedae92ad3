// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest'
import { FLEET_GAMES, SAMPLE_GAMES } from './data/sample-data.ts'
import { RAY_ID, startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ token: 'secret-token' })
})
afterAll(() => server.close())

const buildsUrl = () => `${server.origin}/cloud/games/${SAMPLE_GAMES.realistic}/builds`
const withAuth = (value: string) => ({ headers: { Authorization: value } })

it('answers 401 API_UNAUTHORIZED without a token', async () => {
  const res = await fetch(buildsUrl())
  expect(res.status).toBe(401)
  const body = (await res.json()) as { code: string; ray_id: string }
  expect(body.code).toBe('API_UNAUTHORIZED')
  expect(res.headers.get('rvt-ray-id')).toBe(body.ray_id)
})

it('answers 401 API_UNAUTHORIZED for a malformed Authorization header', async () => {
  const res = await fetch(buildsUrl(), withAuth('Token secret-token'))
  expect(res.status).toBe(401)
  expect(((await res.json()) as { code: string }).code).toBe('API_UNAUTHORIZED')
})

it('answers 400 TOKEN_INVALID for a token not shaped like one the service issues', async () => {
  const res = await fetch(buildsUrl(), withAuth('Bearer wrong-token'))
  expect(res.status).toBe(400)
  expect(((await res.json()) as { code: string }).code).toBe('TOKEN_INVALID')
})

it('answers 403 API_FORBIDDEN for a well-formed token that is not the one', async () => {
  const res = await fetch(buildsUrl(), withAuth('Bearer cloud.eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl'))
  expect(res.status).toBe(403)
  expect(((await res.json()) as { code: string }).code).toBe('API_FORBIDDEN')
})

it("checks the token before the failing fleet game's lists fail", async () => {
  const url = `${server.origin}/cloud/games/${FLEET_GAMES.failing}/builds`
  expect((await fetch(url)).status).toBe(401)
  expect((await fetch(url, withAuth('Bearer secret-token'))).status).toBe(500)
})

it('answers 200 for the right token', async () => {
  const res = await fetch(buildsUrl(), withAuth('Bearer secret-token'))
  expect(res.status).toBe(200)
  expect(res.headers.get('rvt-ray-id')).toMatch(RAY_ID)
})

it('lets CORS preflights through without a token', async () => {
  const res = await fetch(buildsUrl(), { method: 'OPTIONS' })
  expect(res.status).toBe(204)
})
