// @vitest-environment node
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadTestGameId } from './data/load-test-game.ts'
import { SAMPLE_GAMES } from './data/sample-data.ts'
import { rawRequest, startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const buildsUrl = () => `${server.origin}/cloud/games/${loadTestGameId(1_000)}/builds`

describe('content encoding', () => {
  it('sends gzip when the client accepts it, decompressing to the identity body', async () => {
    const plain = await rawRequest(buildsUrl())
    const zipped = await rawRequest(buildsUrl(), { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(zipped.headers['content-encoding']).toBe('gzip')
    for (const res of [plain, zipped]) {
      expect(res.status).toBe(200)
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(Number(res.headers['content-length'])).toBe(res.body.length)
    }
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2)
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
    expect((JSON.parse(plain.body.toString()) as { builds: unknown[] }).builds).toHaveLength(1_000)
  })

  it('sends identity when gzip is refused', async () => {
    const res = await rawRequest(buildsUrl(), { 'Accept-Encoding': 'br, gzip;q=0' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(res.body.toString())).toHaveProperty('builds')
  })

  it('answers a repeated request with the same bytes', async () => {
    const headers = { 'Accept-Encoding': 'gzip' }
    const [first, second] = [
      await rawRequest(buildsUrl(), headers),
      await rawRequest(buildsUrl(), headers),
    ]
    expect(second.body.equals(first.body)).toBe(true)
  })

  it('gives HEAD the headers of GET and no body', async () => {
    const headers = { 'Accept-Encoding': 'gzip' }
    const get = await rawRequest(buildsUrl(), headers)
    const head = await rawRequest(buildsUrl(), headers, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(head.headers['content-length']).toBe(get.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('compresses errors and small lists too', async () => {
    const headers = { 'Accept-Encoding': 'gzip' }
    const missing = `${server.origin}/cloud/games/00000000-0000-4000-8000-000000000000/builds`
    const error = await rawRequest(missing, headers)
    expect(error.status).toBe(404)
    expect(error.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(error.body).toString())).toHaveProperty('code', 'API_NOT_FOUND')
    const avatars = `${server.origin}/cloud/games/${SAMPLE_GAMES.realistic}/avatars`
    const list = await rawRequest(avatars, headers)
    expect(JSON.parse(gunzipSync(list.body).toString())).toHaveProperty('custom_avatars')
  })

  it('sends one avatar body whatever Host a client sends, its urls on the public origin', async () => {
    const avatars = `${server.origin}/cloud/games/${loadTestGameId(20)}/avatars`
    const bodies = new Set<string>()
    // Names this machine answers to without a token (api-handler.ts): three, each its own string.
    for (const host of ['localhost', '127.0.0.1', '127.0.0.2']) {
      const res = await rawRequest(avatars, { Host: host, 'Accept-Encoding': 'gzip' })
      const body = gunzipSync(res.body).toString()
      expect(body).toContain(`"url":"${server.origin}/sample-avatars/`)
      bodies.add(body)
    }
    // Rotating Host no longer builds (and caches) a body per name.
    expect(bodies.size).toBe(1)
  })
})
