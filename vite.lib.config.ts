import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import {
  defineConfig,
  esmExternalRequirePlugin,
  type BuildEnvironmentOptions,
  type Plugin,
} from 'vite'
import pkg from './package.json' with { type: 'json' }

/**
 * The embeddable library (`npm run build:lib`), in three builds into dist-lib/:
 *
 * - default mode: `index.js` (the React component, and the custom element class for bundlers),
 *   a library build that imports React, React DOM and React Query from the host's bundle and
 *   carries the rest (react-table, valibot); marked `'use client'`, so that a server component
 *   importing it gets a client boundary;
 * - `--mode element`: `element.js`, a finished program in one file (React's production build
 *   inside, minified), for pages that are not React and load it with `<script type="module">`;
 * - `--mode worker`: `list-worker.js`, the list worker both entries start, in one file that
 *   imports nothing, so a page without a bundler can serve it as it is.
 *
 * The panel's CSS is inside the JavaScript, as a string for its shadow root: no CSS file.
 */

/**
 * The peer dependencies, the only packages index.js imports: one copy each on the page, the
 * host's. Everything else is inside, so that a console installs nothing it does not share (an
 * element-only console, nothing at all), and react-table, which is no singleton, is never the
 * host's to install. Rolldown's plugin keeps them outside, and turns the `require("react")` of
 * React Store's CommonJS part (use-sync-external-store) into an import, as a browser needs (the
 * `external` option would leave a `require` no browser can run).
 */
const shared = Object.keys(pkg.peerDependencies).map((name) => new RegExp(`^${name}(/|$)`))

const library: BuildEnvironmentOptions = {
  lib: { entry: { index: 'src/embed/index.ts' }, formats: ['es'] },
  rolldownOptions: {
    plugins: [esmExternalRequirePlugin({ external: shared })],
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
  resolve: {
    tsconfigPaths: true,
    // React Store asks for the shim that brings useSyncExternalStore to React 17; the React
    // entry's React (19) has it.
    alias: {
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: {
    outDir: 'dist-lib',
    target: 'es2022',
    ...(builds[mode] ?? library),
  },
}))
