import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite'
import pkg from './package.json' with { type: 'json' }

/**
 * The embeddable library (`npm run build:lib`), in three builds into dist-lib/:
 *
 * - default mode: `index.js` (the React component, and the custom element class for bundlers),
 *   a library build that imports its dependencies (React among them) from the host's bundle;
 *   marked `'use client'`, so that a server component importing it gets a client boundary;
 * - `--mode element`: `element.js`, a finished program in one file (React's production build
 *   inside, minified), for pages that are not React and load it with `<script type="module">`;
 * - `--mode worker`: `list-worker.js`, the list worker both entries start, in one file that
 *   imports nothing, so a page without a bundler can serve it as it is.
 *
 * The panel's CSS is inside the JavaScript, as a string for its shadow root: no CSS file.
 */
const packages = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })

/**
 * Every package the library depends on is left to the host's bundler: React, React DOM and React
 * Query so that the host shares its own (peer dependencies), the others because the host's
 * bundler resolves their CommonJS parts (use-sync-external-store) where a library build would
 * leave a `require("react")` that no browser can run.
 */
const isPackage = (id: string) => packages.some((name) => id === name || id.startsWith(`${name}/`))

const library: BuildEnvironmentOptions = {
  lib: { entry: { index: 'src/embed/index.ts' }, formats: ['es'] },
  rolldownOptions: {
    external: isPackage,
    output: { banner: (chunk) => (chunk.isEntry ? `'use client'` : '') },
  },
}

/** A finished file of its own (the index build is already there, so it is kept). */
const oneFile = (name: string, entry: string): BuildEnvironmentOptions => ({
  emptyOutDir: false,
  rolldownOptions: {
    input: { [name]: entry },
    // One file: a page loading it needs no other URL to resolve.
    output: { entryFileNames: '[name].js', codeSplitting: false },
  },
})

const builds: Record<string, BuildEnvironmentOptions> = {
  element: oneFile('element', 'src/embed/element.ts'),
  worker: oneFile('list-worker', 'src/embed/list-worker.ts'),
}

/** How src/embed/embedded-list-loader.ts starts the worker, and how the package must say it. */
const WORKER_URL = /new URL\(\s*['"]\.\/list-worker\.js['"],\s*import\.meta\.url\s*\)/
const WORKER_URL_MARK = '__gameAssetsListWorkerUrl__'

/**
 * Keeps `new Worker(new URL('./list-worker.js', import.meta.url), …)` in the built entries as it
 * is written: the host's bundler (Vite, webpack 5, Rspack, Next.js) recognises that form and
 * bundles the worker itself, and a page without a bundler finds `list-worker.js` beside the
 * entry. Vite's own worker handling would bundle the worker here and write an address that only
 * Vite reads (`"" + import.meta.url`, `@vite-ignore`), so the expression is hidden from it.
 */
function keepWorkerUrl(): Plugin {
  return {
    name: 'keep-worker-url',
    enforce: 'pre',
    transform: (code) => (WORKER_URL.test(code) ? code.replace(WORKER_URL, WORKER_URL_MARK) : null),
    renderChunk: (code) =>
      code.includes(WORKER_URL_MARK)
        ? code.replace(WORKER_URL_MARK, `new URL("./list-worker.js", import.meta.url)`)
        : null,
  }
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), keepWorkerUrl()],
  // No public/ files (favicon, config.json) in a library.
  publicDir: false,
  // `@/x` is src/x (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist-lib',
    target: 'es2022',
    ...(builds[mode] ?? library),
  },
}))
