/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import { appInOneChunk } from './scripts/app-chunk-plugin.ts'
import { contentSecurityPolicy } from './scripts/csp-plugin.ts'
import { pageShell, shellScriptSource } from './scripts/page-shell-plugin.ts'
import { referenceApi } from './scripts/reference-api-plugin.ts'

/**
 * Without API_BASE_URL the dev and preview servers answer the API themselves (server/), on the
 * same origin, so `npm start` shows sample data with no set-up. With it, they forward `/cloud`
 * to that API, which keeps the browser on one origin and needs no CORS from the real service.
 */
const apiBaseUrl = process.env.API_BASE_URL?.replace(/\/+$/, '')
const port = Number(process.env.PORT) || undefined

/** The module main.tsx imports once the first request is out: the app chunk's entry. */
const APP_MODULE = '/src/app/start.tsx'

/** The app's chunk: the one that holds its module (with its imports, see appInOneChunk). */
const holdsApp = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => id.endsWith(APP_MODULE))

/**
 * main.tsx loads the app with a dynamic import, so that its first request goes out before React
 * is evaluated. This preloads the app's chunks from index.html, so they download in parallel
 * with the entry instead of after it.
 */
function preloadAppChunks(): Plugin {
  return {
    name: 'preload-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((output) =>
            output.type === 'chunk' ? [[output.fileName, output] as const] : [],
          ),
        )
        const app = [...chunks.values()].find(holdsApp)
        const files = new Set<string>()
        const visit = (fileName: string) => {
          // The entry itself is already on the page as its script.
          if (files.has(fileName) || chunks.get(fileName)?.isEntry) return
          files.add(fileName)
          chunks.get(fileName)?.imports.forEach(visit)
        }
        if (app) visit(app.fileName)
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `./${fileName}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of
 * the chunks that run before the first rows (the entry, the app and the list worker's) is
 * compiled as the file streams in, on a background thread, instead of on the main thread at its
 * first call, in the middle of the first render. `npx tsx scripts/bench-compare.ts`: the first
 * rows of 1,000 builds 12–36 ms sooner in four comparisons, those of 100,000 no sooner (issue
 * 25's second round in docs/performance-history.md). The lazily loaded parts are left to be
 * compiled when called: most of their functions never are. Added after the file names are hashed, so a file with and without
 * it has the same name: what it runs is the same.
 */
function compileOnLoad(): Plugin {
  return {
    name: 'compile-on-load',
    apply: 'build',
    generateBundle: {
      // After Vite has put its own preload helper at the top: the comment must come first.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          if (output.isEntry || holdsApp(output) || output.name === 'list-worker')
            output.code = `//# allFunctionsCalledOnLoad\n${output.code}`
        }
      },
    },
  }
}

/** The list worker's module (src/api/list-stream/list-worker.ts); main.tsx starts it. */
const LIST_WORKER = '/src/api/list-stream/list-worker.ts'
const LIST_WORKER_URL = 'virtual:list-worker-url'

/**
 * `import workerUrl from 'virtual:list-worker-url'`: the list worker's URL. In a build the worker
 * is one more entry of the app's own module graph (emitted as a chunk), not a bundle of its own,
 * so the code it shares with the page (the list schemas, valibot, the error classes) is in
 * shared chunks the browser downloads once, not a second copy inside the worker. The dev server
 * serves the module as it is.
 */
function listWorkerUrl(): Plugin {
  const resolved = `\0${LIST_WORKER_URL}`
  let building = false
  /**
   * Every module the worker imports: one chunk, which the page shares (see `config`). Not the
   * worker's own module, whose top level listens for messages on `self`: on the page, `self`
   * is the window, where any message posted to the dashboard would start a load, and its
   * failure, posted to `self`, another, without end. It stays in the worker's entry chunk.
   */
  const workerModules = new Set<string>()
  return {
    name: 'list-worker-url',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'list-worker', test: (id: string) => workerModules.has(id) }],
            },
          },
        },
      },
    }),
    configResolved: (config) => void (building = config.command === 'build'),
    buildEnd() {
      const visit = (id: string) => {
        if (workerModules.has(id)) return
        workerModules.add(id)
        this.getModuleInfo(id)?.importedIds.forEach(visit)
      }
      const worker = [...this.getModuleIds()].find((id) => id.endsWith(LIST_WORKER))
      if (worker) this.getModuleInfo(worker)?.importedIds.forEach(visit)
    },
    resolveId: (id) => (id === LIST_WORKER_URL ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined
      if (!building)
        return `export default new URL(${JSON.stringify(LIST_WORKER)}, location.href).href`
      const reference = this.emitFile({ type: 'chunk', id: `.${LIST_WORKER}`, name: 'list-worker' })
      return `export default import.meta.ROLLUP_FILE_URL_${reference}`
    },
  }
}

/**
 * A built file whose name holds its content hash (`dist/assets/start-B2dfa5Kl.js`): never
 * changes.
 */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.(?:js|css|svg|png|woff2?)$/

/**
 * `vite preview` (and the benchmark and review servers, which are previews) serves hashed assets
 * as `immutable` for a year: a repeat visit takes them from the cache without asking. Everything
 * else (index.html, config.json) is `no-cache`: always revalidated, so a new deploy or an edited
 * config shows at the next load. docs/configuration.md says the same to deployers.
 */
function cacheHashedAssets(): Plugin {
  return {
    name: 'cache-hashed-assets',
    configurePreviewServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname
        if (!path.startsWith('/cloud/')) {
          const policy = HASHED_ASSET.test(path)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache'
          // The static file server sets its own header as it answers: this one wins.
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
          res.writeHead = ((...args: unknown[]) => {
            for (const headers of args) {
              if (typeof headers !== 'object' || headers === null) continue
              for (const name of Object.keys(headers)) {
                if (name.toLowerCase() === 'cache-control') delete (headers as never)[name]
              }
            }
            res.setHeader('Cache-Control', policy)
            return writeHead(...args)
          }) as typeof res.writeHead
        }
        next()
      }),
  }
}

function proxyTo(base: string): Record<string, ProxyOptions> {
  const url = new URL(base)
  const prefix = url.pathname.replace(/\/+$/, '')
  return {
    '/cloud': { target: url.origin, changeOrigin: true, rewrite: (path) => prefix + path },
  }
}

export default defineConfig({
  // Relative asset URLs: the build works from any folder of any host, config.json beside it.
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    preloadAppChunks(),
    compileOnLoad(),
    listWorkerUrl(),
    appInOneChunk({
      app: APP_MODULE,
      early: ['/src/main.tsx', LIST_WORKER],
    }),
    cacheHashedAssets(),
    pageShell(),
    contentSecurityPolicy(undefined, [shellScriptSource]),
    ...(apiBaseUrl ? [] : [referenceApi()]),
  ],
  // Every browser the dashboard supports (ES2022, top-level await) has <link rel="modulepreload">;
  // the polyfill would be start-up JavaScript that never runs.
  build: {
    modulePreload: { polyfill: false },
    // How long the plugins took says nothing about the output, and on a busy machine it is a
    // warning in every build, where scripts/build-warnings.test.ts fails on any warning.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  resolve: {
    // `@/x` is src/x (tsconfig.json's paths).
    tsconfigPaths: true,
    alias: {
      // React Store (under react-table) asks for the shim that brings useSyncExternalStore to
      // React 17; React 19 has it, and the package's own React 18+ entry uses it: 0.4 kB less.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  // The dashboard's own page only: the consoles in e2e/hosts/ import the packed package, which
  // only their own installs have (the dev server's scan failed on them and skipped pre-bundling).
  optimizeDeps: { entries: ['index.html'] },
  server: { port: port ?? 5173, proxy: apiBaseUrl ? proxyTo(apiBaseUrl) : undefined },
  preview: { port: port ?? 4173, proxy: apiBaseUrl ? proxyTo(apiBaseUrl) : undefined },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A shared CI box can be loaded several times over: a render that takes 1 s on an idle
    // machine took over 5 s (Vitest's default) there. Time-dependent tests use fake clocks.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
