import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type BuildEnvironmentOptions } from 'vite'
import pkg from './package.json' with { type: 'json' }

/**
 * The embeddable library (`npm run build:lib`), in two builds into dist-lib/:
 *
 * - default mode: `index.js` (the React component, and the custom element class for bundlers),
 *   a library build that imports its dependencies (React among them) from the host's bundle;
 * - `--mode element`: `element.js`, a finished program in one file (React's production build
 *   inside, minified), for pages that are not React and load it with `<script type="module">`.
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
  rolldownOptions: { external: isPackage },
}

const element: BuildEnvironmentOptions = {
  // Kept: the index build is already there.
  emptyOutDir: false,
  rolldownOptions: {
    input: { element: 'src/embed/element.ts' },
    // One file: a page loading element.js needs no other URL to resolve.
    output: { entryFileNames: '[name].js', codeSplitting: false },
  },
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  // No public/ files (favicon, config.json) in a library.
  publicDir: false,
  build: {
    outDir: 'dist-lib',
    target: 'es2022',
    ...(mode === 'element' ? element : library),
  },
}))
