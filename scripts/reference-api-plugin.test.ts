// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, createServer, preview, type InlineConfig } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { referenceApi } from './reference-api-plugin.ts'
import { SAMPLE_GAMES, SAMPLE_NOW } from '../server/data/sample-data.ts'

/*
 * The reference API on Vite's servers, in an empty folder with this plugin alone: what
 * `npm start -- --host …` and `npm run preview -- --host …` do with it.
 */
let root = ''
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'reference-api-plugin-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

const REFUSED = 'lets other machines reach the reference API: set REFERENCE_TOKEN too'

const config = (env: Record<string, string>, host?: string | boolean): InlineConfig => ({
  root,
  configFile: false,
  logLevel: 'silent',
  plugins: [referenceApi(env)],
  build: { outDir: root },
  // No file watching or dependency scan: nothing here is ever built.
  server: { host, port: 0, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  preview: { host, port: 0 },
})

describe('the preview server', () => {
  it.each([
    ['0.0.0.0', '--host 0.0.0.0'],
    ['192.0.2.10', '--host 192.0.2.10'],
    [true, '--host'],
  ])('refuses host %s without REFERENCE_TOKEN, saying what to set', async (host, setting) => {
    await expect(preview(config({}, host))).rejects.toThrow(`${setting} ${REFUSED}`)
  })

  it('serves the reference API on loopback without a token, as the e2e tests use it', async () => {
    const server = await preview(config({}))
    try {
      const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
      const res = await fetch(`${origin}/cloud/games`)
      expect(res.status).toBe(200)
      expect(((await res.json()) as { games: unknown[] }).games.length).toBeGreaterThan(0)
    } finally {
      await server.close()
    }
  })

  /** The newest build's time that a preview server with this environment serves. */
  async function newestBuild(env: Record<string, string>): Promise<number> {
    const server = await preview(config(env))
    try {
      const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
      const res = await fetch(`${origin}/cloud/games/${SAMPLE_GAMES.realistic}/builds`)
      const { builds } = (await res.json()) as { builds: { create_ts: string }[] }
      return Math.max(...builds.map((build) => Date.parse(build.create_ts)))
    } finally {
      await server.close()
    }
  }

  it('serves the sample at the clock’s time, as a newcomer sees it, or at REFERENCE_NOW', async () => {
    // The newest is a build from a clock running two minutes ahead.
    expect(Math.abs((await newestBuild({})) - Date.now())).toBeLessThan(24 * 60 * 60 * 1000)
    expect(await newestBuild({ REFERENCE_NOW: SAMPLE_NOW })).toBe(
      Date.parse(SAMPLE_NOW) + 2 * 60 * 1000,
    )
  })
})

describe('the development server', () => {
  it('refuses a host other machines reach without REFERENCE_TOKEN', async () => {
    await expect(createServer(config({}, '0.0.0.0'))).rejects.toThrow(`--host 0.0.0.0 ${REFUSED}`)
  })

  it('takes that host with REFERENCE_TOKEN', async () => {
    // Made but never listening: the test opens no port to the network.
    const server = await createServer(config({ REFERENCE_TOKEN: 'secret' }, '0.0.0.0'))
    await server.close()
  })
})

describe('both servers', () => {
  /** What a server prints about where it listens, as `npm start` and `npm run preview` show it. */
  async function printed(
    start: (config: InlineConfig) => Promise<{
      printUrls(): void
      resolvedUrls: { local: string[] } | null
      close(): Promise<void>
    }>,
  ) {
    const lines: string[] = []
    const customLogger = {
      ...createLogger('silent'),
      info: (line: string) => void lines.push(line),
    }
    const server = await start({ ...config({}), customLogger })
    try {
      server.printUrls()
      return { lines, local: server.resolvedUrls?.local[0] }
    } finally {
      await server.close()
    }
  }

  it.each([
    ['npm start', (config: InlineConfig) => createServer(config).then((server) => server.listen())],
    ['npm run preview', preview],
  ])('print the sample game’s address beside their own (%s)', async (_, start) => {
    const { lines, local } = await printed(start)
    expect(local).toMatch(/^http:\/\/localhost:\d+\/$/)
    expect(lines).toContainEqual(`  ➜  Sample game: ${local}?game=${SAMPLE_GAMES.realistic}`)
  })
})
