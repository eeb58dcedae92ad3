import type { Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { freePort } from '../../scripts/free-port'
import { hostEnv, makeHost, projectVersion, type PackageHost } from './package-host'

/*
 * A Next.js App Router console (e2e/hosts/next/) that installs the packed package, as its
 * developers would: `next build` (which type-checks the console's code and prerenders its pages
 * on the server) and `next start` on a free port. The console's /cloud/… requests are passed on
 * to the API's origin by a rewrite (next.config.ts), so the panel, and its list worker, reach
 * the API on the console's own origin.
 */

/**
 * The Next.js the console uses: the newest release on the registry. The console's files start
 * from what the newest create-next-app (16.4.3) writes: its tsconfig.json as it is, and its
 * next.config.ts settings (cacheComponents, partialPrefetching).
 */
export const NEXT_VERSION = '16.4.6'

export type NextHost = PackageHost & {
  /** Where `next start` answers, e.g. http://127.0.0.1:41234. */
  origin: string
  /** What the server printed so far. */
  serverLog: () => string
  /** Stops the server (the install stays: makeHost keeps it for the rest of the run). */
  stop: () => Promise<void>
}

/** Installs and builds the console, then starts its server; `apiOrigin` answers /cloud/…. */
export async function startNextHost(apiOrigin: string): Promise<NextHost> {
  // Rewrites are read at build time (into .next/routes-manifest.json); `next start` reads the
  // config again, so it gets API_ORIGIN too.
  const env = { API_ORIGIN: apiOrigin, NEXT_TELEMETRY_DISABLED: '1' }
  const host = makeHost({
    template: 'next',
    dependencies: {
      next: NEXT_VERSION,
      react: projectVersion('react'),
      'react-dom': projectVersion('react-dom'),
      // Peers of the package's React entry: the console's own (react-table is inside it).
      '@tanstack/react-query': projectVersion('@tanstack/react-query'),
    },
    devDependencies: Object.fromEntries(
      ['typescript', '@types/react', '@types/react-dom', '@types/node'].map((name) => [
        name,
        projectVersion(name),
      ]),
    ),
    steps: [['next', 'build']],
    env,
  })
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  // Its own process group, so that stopping it ends whatever it started.
  const server = spawn(
    join(host.dir, 'node_modules/.bin/next'),
    ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: host.dir, env: hostEnv(env), detached: true, stdio: 'pipe' },
  )
  let log = ''
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const stop = () => stopServer(server)
  try {
    await waitForServer(origin, server, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  return { ...host, origin, serverLog: () => log, stop }
}

async function waitForServer(origin: string, server: ChildProcess, log: () => string) {
  const deadline = performance.now() + 60_000
  while (performance.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`next start stopped (exit code ${server.exitCode}):\n${log()}`)
    }
    try {
      if ((await fetch(`${origin}/baseline`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`next start did not answer at ${origin} within 60 s:\n${log()}`)
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    return // Already gone.
  }
  const timeout = setTimeout(() => {
    try {
      process.kill(-server.pid!, 'SIGKILL')
    } catch {
      // Gone in the meantime.
    }
  }, 5_000)
  await exited
  clearTimeout(timeout)
}

export type StartupScripts = { files: { path: string; gzip: number }[]; gzip: number }

/**
 * The JavaScript a page of the console loads to start, gzip-compressed (level 9) as
 * scripts/bundle-size.ts counts it: every script the page loaded by the time the network went
 * quiet, and every script its workers loaded (the list worker starts with the panel). The files
 * are read from the build (.next/static), each once.
 */
export async function startupScripts(
  page: Page,
  host: NextHost,
  path: string,
): Promise<StartupScripts> {
  await page.goto(`${host.origin}${path}`, { waitUntil: 'networkidle' })
  const scriptsOf = (target: Pick<Page, 'evaluate'>) =>
    target.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .concat(typeof document === 'undefined' ? [location.href] : []),
    )
  const urls = [
    ...(await scriptsOf(page)),
    ...(await Promise.all(page.workers().map(scriptsOf))).flat(),
  ]
  const paths = new Set(
    urls
      .map((url) => new URL(url).pathname)
      .filter((pathname) => pathname.startsWith('/_next/static/') && pathname.endsWith('.js')),
  )
  const files = [...paths].map((pathname) => ({
    path: pathname,
    gzip: gzipSync(readFileSync(join(host.dir, '.next/static', pathname.slice(14))), {
      level: 9,
    }).length,
  }))
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) }
}
