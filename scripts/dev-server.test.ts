// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, createServer, type Logger, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'

/*
 * `npm start` on a fresh clone: the dev server, with an empty dependency cache, loads its config,
 * pre-bundles what the scan of index.html finds, and serves every module a browser would ask for
 * (lazy parts and the list worker included) without a warning, an error, or a dependency found
 * late, which Vite answers by bundling again and reloading the page (the first load lost).
 */
const root = join(import.meta.dirname, '..')

type Logged = { level: 'info' | 'warn' | 'error'; message: string }
const logged: Logged[] = []
function recordingLogger(): Logger {
  const logger = createLogger('info')
  const record = (level: Logged['level']) => (message: string) =>
    void logged.push({ level, message })
  return {
    ...logger,
    info: record('info'),
    warn: record('warn'),
    warnOnce: record('warn'),
    error: record('error'),
  }
}

let cacheDir = ''
let server: ViteDevServer
/** Packages a module asked for that the scan had not found. */
const foundLate: string[] = []

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'dev-server-test-'))
  server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    cacheDir,
    customLogger: recordingLogger(),
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, hmr: false, fs: { allow: [root, cacheDir] } },
  })
  await server.listen()
  const optimizer = server.environments.client.depsOptimizer
  await optimizer?.scanProcessing
  if (optimizer) {
    const register = optimizer.registerMissingImport
    optimizer.registerMissingImport = (id, resolved) => {
      const { optimized, discovered } = optimizer.metadata
      if (!optimized[id] && !discovered[id]) foundLate.push(id)
      return register(id, resolved)
    }
  }
  // A fresh cache on a loaded machine: the config's bundling and the scan take their time.
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(cacheDir, { recursive: true, force: true })
})

/** What a module or page names for the browser to load: imports, scripts, the worker's URL. */
const LOADS =
  /\b(?:import|from)\s*\(?\s*["']([^"']+)["']|<script[^>]*\ssrc="([^"]+)"|new URL\(\s*["']([^"']+)["']/g

/** Requests the page and, like a browser that opens every part, every module it can reach. */
async function crawl(origin: string, page: string) {
  const seen = new Set<string>()
  const failed: string[] = []
  let queue = [new URL(page, origin).href]
  while (queue.length > 0) {
    const batch = queue.filter((url) => !seen.has(url))
    batch.forEach((url) => seen.add(url))
    const found = await Promise.all(
      batch.map(async (url) => {
        const response = await fetch(url)
        if (!response.ok) failed.push(`${response.status} ${url}`)
        const type = response.headers.get('content-type') ?? ''
        // A pre-bundled package's chunks are Vite's own output, with imports in its comments.
        if (!/javascript|html/.test(type) || url.includes('/deps/')) return []
        const text = await response.text()
        return [...text.matchAll(LOADS)]
          .map(([, imported, script, worker]) => imported ?? script ?? worker ?? '')
          .filter((specifier) => /^\.{0,2}\//.test(specifier))
          .map((specifier) => new URL(specifier, url))
          .filter((next) => next.origin === origin)
          .map((next) => next.href)
      }),
    )
    queue = found.flat()
  }
  return { seen, failed }
}

it('starts, serves every module of the page and finds no dependency late, with nothing to warn of', async () => {
  const origin = new URL(server.resolvedUrls?.local[0] ?? '').origin
  const { seen, failed } = await crawl(origin, '/?game=b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c')
  await server.waitForRequestsIdle()

  expect(logged.filter(({ level }) => level !== 'info')).toEqual([])
  expect(logged.filter(({ message }) => /new dependencies|reloading/.test(message))).toEqual([])
  expect(foundLate).toEqual([])
  expect(failed).toEqual([])
  // The page, the app's modules and the pre-bundled packages: not a page that stopped early.
  expect([...seen].some((url) => url.endsWith('/src/api/list-stream/list-worker.ts'))).toBe(true)
  expect([...seen].some((url) => url.includes('/deps/react-dom_client.js'))).toBe(true)
}, 180_000)
