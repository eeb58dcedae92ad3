/**
 * Makes dist-lib/ (after the two library builds of vite.lib.config.ts) a package ready to publish:
 * `npm pack ./dist-lib` packs it (`npm run pack:lib` does both).
 *
 * - `index.d.ts` and `element.d.ts`: the public types only, bundled from src/embed/index.ts and
 *   src/embed/element.ts by rolldown-plugin-dts; what both declare (the element, its event) is in
 *   one shared file, so a console that imports both entries sees each declaration once, and the
 *   element's types import neither React nor React Query;
 * - `package.json`: the project's name, version, licence and peer ranges, the `exports` of the two
 *   entries, and no dependencies: the built files import only the peers (no scripts);
 * - `README.md` (docs/embedding.md, whose links must resolve inside the package) and `LICENSE`.
 *
 *   tsx scripts/lib-package.ts
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'rolldown'
import { dts } from 'rolldown-plugin-dts'

const root = new URL('..', import.meta.url).pathname
const out = join(root, 'dist-lib')
const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string
  version: string
  description: string
  license: string
  engines: Record<string, string>
  peerDependencies: Record<string, string>
}

/** A bare import of a peer: the host's own, which its bundler resolves. */
const isPeer = (id: string) =>
  Object.keys(project.peerDependencies).some((name) => id === name || id.startsWith(`${name}/`))

await build({
  cwd: root,
  input: { index: 'src/embed/index.ts', element: 'src/embed/element.ts' },
  plugins: [dts({ tsconfig: 'tsconfig.lib.json', emitDtsOnly: true })],
  external: isPeer,
  output: { dir: out, chunkFileNames: 'types-[name]-[hash].js' },
  logLevel: 'warn',
})

/** The package a bare import specifier names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
const BARE_IMPORT = /\b(?:from|import)\s*\(?\s*["']([^"'./][^"']*)["']/g
const scripts = readdirSync(out).filter((name) => name.endsWith('.js'))
const types = readdirSync(out).filter((name) => name.endsWith('.d.ts'))
// element.js has everything inside; the others import the peers alone (vite.lib.config.ts).
for (const name of scripts.filter((file) => file !== 'element.js')) {
  for (const [, specifier = ''] of readFileSync(join(out, name), 'utf8').matchAll(BARE_IMPORT)) {
    if (!isPeer(specifier)) {
      throw new Error(
        `dist-lib/${name} imports ${packageOf(specifier)}, which is no peer: bundle it`,
      )
    }
  }
}

const entry = (name: string) => ({ types: `./${name}.d.ts`, import: `./${name}.js` })
const manifest = {
  name: project.name,
  version: project.version,
  description: project.description,
  license: project.license,
  keywords: ['react', 'web-component', 'dashboard', 'game', 'uploads'],
  type: 'module',
  exports: {
    '.': entry('index'),
    './element': entry('element'),
    './package.json': './package.json',
  },
  types: './index.d.ts',
  files: ['*.js', '*.d.ts'],
  // Importing element.js registers <game-assets-panel>; list-worker.js listens for messages as
  // a worker. Every other module only defines: a bundler may drop what a console does not use.
  sideEffects: ['./element.js', './list-worker.js'],
  engines: project.engines,
  peerDependencies: project.peerDependencies,
  // A console that uses only the element entry (React inside) installs no React, React DOM or
  // React Query: Vue and plain pages, and React 18 consoles, whose own React stays theirs.
  peerDependenciesMeta: Object.fromEntries(
    Object.keys(project.peerDependencies).map((name) => [name, { optional: true }]),
  ),
}
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)

// The README travels alone: a link to another file of the repository would not resolve.
const readme = readFileSync(join(root, 'docs/embedding.md'), 'utf8')
const relative = [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
  .map(([, target = '']) => target)
  .filter((target) => !/^(https?:|mailto:|#)/.test(target))
if (relative.length > 0) {
  throw new Error(`docs/embedding.md is the package's README: no relative links (${relative})`)
}
writeFileSync(join(out, 'README.md'), readme)
copyFileSync(join(root, 'LICENSE'), join(out, 'LICENSE'))
console.log(
  `dist-lib/: ${scripts.length} scripts, ${types.length} type files, package.json, README.md, LICENSE`,
)
