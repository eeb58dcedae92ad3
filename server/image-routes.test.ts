// @vitest-environment node
import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SAMPLE_GAMES } from './data/sample-data.ts'
import { RAY_ID, startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ token: 'secret-token' })
})
afterAll(() => server.close())

type Avatar = { display_name: string; complete: boolean; url?: string }

async function listAvatars(headers: Record<string, string> = {}): Promise<Avatar[]> {
  const res = await fetch(`${server.origin}/cloud/games/${SAMPLE_GAMES.realistic}/avatars`, {
    headers: { Authorization: 'Bearer secret-token', ...headers },
  })
  return ((await res.json()) as { custom_avatars: Avatar[] }).custom_avatars
}

it('gives complete avatars absolute urls on the public origin, incomplete ones none', async () => {
  const avatars = await listAvatars()
  for (const avatar of avatars) {
    if (avatar.complete) expect(avatar.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sample-avatars\//)
    else expect(avatar).not.toHaveProperty('url')
  }
})

it('takes no part of the urls from the Host or X-Forwarded-Proto a client sends', async () => {
  const avatars = await listAvatars({ Host: 'evil.example', 'X-Forwarded-Proto': 'https' })
  const urls = avatars.flatMap((avatar) => avatar.url ?? [])
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) expect(url.startsWith(`${server.origin}/sample-avatars/`)).toBe(true)
})

it('serves a 64×64 PNG for each complete avatar, without a token', async () => {
  const avatar = (await listAvatars()).find((candidate) => candidate.display_name === 'knight.png')
  const res = await fetch(avatar!.url!)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
  const png = Buffer.from(await res.arrayBuffer())
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(png.toString('ascii', 12, 16)).toBe('IHDR')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([64, 64])
  const idatLength = png.readUInt32BE(33)
  const pixels = inflateSync(png.subarray(41, 41 + idatLength))
  expect(pixels.length).toBe(64 * (1 + 64 * 3))
})

it('answers 404 for the deliberately broken avatar url and for unknown ids', async () => {
  const broken = (await listAvatars()).find((avatar) => avatar.display_name === 'broken-link.png')
  expect((await fetch(broken!.url!)).status).toBe(404)
  const unknown = await fetch(`${server.origin}/sample-avatars/not-an-avatar.png`)
  expect(unknown.status).toBe(404)
  expect(unknown.headers.get('rvt-ray-id')).toMatch(RAY_ID)
})

type Game = { name_id: string; logo_url?: string }

async function listGames(): Promise<Game[]> {
  const res = await fetch(`${server.origin}/cloud/games`, {
    headers: { Authorization: 'Bearer secret-token' },
  })
  return ((await res.json()) as { games: Game[] }).games
}

it('gives Space Raiders a logo on the request origin, served without a token; Empty Game none', async () => {
  const games = await listGames()
  const raiders = games.find((game) => game.name_id === 'space-raiders')
  expect(raiders?.logo_url).toBe(`${server.origin}/sample-logos/space-raiders.png`)
  expect(games.find((game) => game.name_id === 'empty-game')).not.toHaveProperty('logo_url')
  const res = await fetch(raiders!.logo_url!)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  const png = Buffer.from(await res.arrayBuffer())
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([64, 64])
})

it('answers 404 for the logo of a game without one, and for a malformed name', async () => {
  for (const path of ['empty-game.png', 'nobody.png', '%E0%A4%A.png', 'space-raiders.gif']) {
    const res = await fetch(`${server.origin}/sample-logos/${path}`)
    expect(res.status, path).toBe(404)
    expect(res.headers.get('rvt-ray-id')).toMatch(RAY_ID)
  }
})
