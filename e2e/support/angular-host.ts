import type { Page } from '@playwright/test'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { freePort } from '../../scripts/free-port'
import { stopServer } from './next-host'
import { hostEnv, makeHost, servePackageHost, type PackageHost } from './package-host'

/*
 * An Angular console (e2e/hosts/angular/, the generator's files with the panel): `ng build`
 * (the esbuild application builder, which type-checks the templates too) served on the preview
 * server's origin, and `ng serve` (Vite under Angular's dev server) on a free port, whose proxy
 * passes /cloud/… on to the preview server.
 */

/**
 * Angular 21, the newest whose CLI installs on Node 20 (22 asks for Node 22.22): the newest
 * release of each package the registry has (@angular/cli 21.2.28 writes an @angular/build
 * 21.2.28 that is not published, so the CLI and the builder are 21.2.27).
 */
const ANGULAR = '21.2.26'
const ANGULAR_TOOLS = '21.2.27'

/** Where the build is served: the preview server's /package-host/ (servePackageHost). */
const BASE = '/package-host/'
const BUILT = 'dist/console/browser'
// No question about sharing usage data, which a console's first `ng` command may ask.
const env = { NG_CLI_ANALYTICS: 'false' }

export function makeAngularHost(): PackageHost {
  return makeHost({
    template: 'angular',
    dependencies: {
      ...Object.fromEntries(
        ['common', 'compiler', 'core', 'forms', 'platform-browser', 'router'].map((name) => [
          `@angular/${name}`,
          ANGULAR,
        ]),
      ),
      rxjs: '7.8.2',
      tslib: '2.9.1',
    },
    devDependencies: {
      '@angular/build': ANGULAR_TOOLS,
      '@angular/cli': ANGULAR_TOOLS,
      '@angular/compiler-cli': ANGULAR,
      // The TypeScript the generator asks for (~5.9): Angular 21 does not take 6.
      typescript: '5.9.3',
    },
    steps: [['ng', 'build', '--base-href', BASE]],
    out: BUILT,
    env,
  })
}

/**
 * Serves the build on the preview server's origin and opens it. The page is the folder, not
 * index.html: Angular's router would look for a route named index.html.
 */
export async function openAngularBuild(
  page: Page,
  host: PackageHost,
  gameId: string,
  headers: Record<string, string> = {},
) {
  await servePackageHost(page, host, { folder: BUILT, headers })
  await page.route(
    (url) => url.pathname === BASE,
    (route) => route.fulfill({ path: join(host.dir, BUILT, 'index.html'), headers }),
  )
  await page.goto(`${BASE}?game=${gameId}`)
}

export type AngularDevServer = { origin: string; stop: () => Promise<void> }

/** `ng serve` of the console on a free port; its proxy sends /cloud/… to `apiOrigin`. */
export async function startAngularDevServer(
  host: PackageHost,
  apiOrigin: string,
): Promise<AngularDevServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  // Its own process group, so that stopping it ends whatever it started (esbuild's service).
  const server = spawn(
    join(host.dir, 'node_modules/.bin/ng'),
    ['serve', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: host.dir,
      env: hostEnv({ ...env, API_ORIGIN: apiOrigin }),
      detached: true,
      stdio: 'pipe',
    },
  )
  let log = ''
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const stop = () => stopServer(server)
  // It builds the console before it answers: half a minute on a loaded machine.
  const deadline = performance.now() + 120_000
  while (!(await answers(origin))) {
    if (server.exitCode !== null || performance.now() > deadline) {
      await stop()
      throw new Error(`ng serve did not answer at ${origin}:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, stop }
}

const answers = (origin: string) =>
  fetch(origin).then(
    (response) => response.ok,
    () => false,
  )
