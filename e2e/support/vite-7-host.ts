import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { createServer, ViteDevServer } from 'vite'
import { freePort } from '../../scripts/free-port'
import { HOST_VERSIONS, makeHost, viteReactDependencies, type PackageHost } from './package-host'

/*
 * A Vite 7 + React console: the Vite + React console's pages (e2e/hosts/vite-react/) with the
 * configuration docs/embedding.md gives Vite 7 (e2e/hosts/vite-7/vite.config.ts), whose dev
 * server pre-bundles packages with esbuild and would leave the list worker behind. Built with
 * Vite 7's Rollup, and served by Vite 7's own dev server.
 */

/**
 * Vite 7's last release, and the newest @vitejs/plugin-react for it (6 needs Vite 8); both run
 * on Node 20.19 and later.
 */
export const VITE_7 = { vite: '7.3.8', '@vitejs/plugin-react': '5.2.0' }

/** Installs the console with the package's newest ranges, and builds its React page. */
export function makeVite7Host(): PackageHost {
  return makeHost({
    template: 'vite-react',
    over: 'vite-7',
    dependencies: viteReactDependencies(HOST_VERSIONS.newest),
    // No type check here: package-host.spec.ts checks the same pages' types.
    devDependencies: VITE_7,
    // Relative addresses: the test serves the build below /package-host/.
    steps: [['vite', 'build', '--base', './', '--logLevel', 'warn']],
  })
}

/**
 * Starts the console's dev server, Vite 7's own, on a free port, passing /cloud/… on to
 * `apiOrigin` as its configuration reads it (GAME_ASSETS_API); returns its origin.
 */
export async function startVite7DevServer(host: PackageHost, apiOrigin: string) {
  const entry = pathToFileURL(join(host.dir, 'node_modules/vite/dist/node/index.js')).href
  // Vite 7's API, typed as the project's Vite 8 (the same for what is used here).
  const vite7 = (await import(entry)) as { createServer: typeof createServer }
  process.env.GAME_ASSETS_API = apiOrigin
  let server: ViteDevServer
  try {
    server = await vite7.createServer({
      root: host.dir,
      configFile: join(host.dir, 'vite.config.ts'),
      logLevel: 'warn',
      server: { port: await freePort(), strictPort: true },
    })
  } finally {
    delete process.env.GAME_ASSETS_API
  }
  await server.listen()
  return { server, origin: server.resolvedUrls!.local[0]!.replace(/\/$/, '') }
}
