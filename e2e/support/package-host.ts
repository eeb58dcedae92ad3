import type { Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { measureStartupJavaScript } from '../../scripts/bundle-size'

/*
 * What a console's developer does with the package: `npm pack` of dist-lib/, a fresh console
 * from one of e2e/hosts/ that installs the tarball from the npm registry's packages, a strict
 * type check and a production build. The built pages are then served on the preview server's
 * origin, where the reference API answers (Next.js runs its own server: support/next-host.ts).
 */

export const root = fileURLToPath(new URL('../..', import.meta.url))
const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>
}

/** A development tool at the version the project itself uses. */
export const projectVersion = (name: string) => project.devDependencies[name] ?? 'latest'

export type PackageHost = {
  dir: string
  /** The tarball's files, as `npm pack` listed them. */
  packedFiles: string[]
  /** The tarball's size in bytes. */
  packedBytes: number
  /** Seconds the pack, install and steps took, when this run made the host (once per run). */
  seconds: number
  /** Paths of every installed copy of these packages, below the host's node_modules. */
  copies: (name: string) => string[]
  /** The packages installed at the top of the host's node_modules, by name. */
  installed: () => string[]
  /** Start-up JavaScript of a built page, gzip bytes (scripts/bundle-size.ts). */
  startupBytes: (page: string) => number
}

/**
 * The environment a console's own commands get: this process's, without NODE_ENV. Vite's dev server,
 * started in the same test worker (e2e/dev-server.spec.ts), sets NODE_ENV to "development" for the
 * rest of the worker's life (postcss-load-config does), and `next build` under it fails to prerender.
 */
export function hostEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = { ...process.env }
  delete inherited.NODE_ENV
  return { ...inherited, ...env }
}

export function run(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) {
  try {
    return execFileSync(command, args, {
      cwd,
      env: hostEnv(env),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    // tsc says what is wrong on its standard output.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`, {
      cause: error,
    })
  }
}

/**
 * Where this run's hosts are made: one folder per run (PW_PORT is set once per run, in the
 * runner's process: playwright.config.ts), removed when the run ends (global-teardown.ts).
 */
export const hostsDir = () => join(tmpdir(), `game-assets-hosts-${process.env.PW_PORT ?? 'local'}`)

export type HostRecipe = {
  /** The console's files: a folder of e2e/hosts/. */
  template: string
  /** A folder of e2e/hosts/ whose files replace the template's (another version's config). */
  over?: string
  dependencies: Record<string, string>
  devDependencies?: Record<string, string>
  /** Commands run in the host after the install (type check, build), each with its arguments. */
  steps: [string, ...string[]][]
  /** Where the built pages are, below the host's folder. */
  out?: string
  env?: NodeJS.ProcessEnv
}

/**
 * Packs dist-lib/, copies a console from e2e/hosts/, installs the tarball with its own
 * dependencies, and runs its steps (each a tool from the host's own node_modules/.bin). Once per
 * run and recipe: a spec that asks for a host another has made (the main-thread measurements,
 * after the rest) gets the same folder, so a heavy host (Next.js) installs and builds once.
 */
export function makeHost(recipe: HostRecipe): PackageHost {
  const { template, over, dependencies, devDependencies = {}, steps, out = 'dist', env } = recipe
  const key = createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 12)
  const dir = join(hostsDir(), `${over ?? template}-${key}`)
  const made = join(dir, '.made.json')
  type Packed = Pick<PackageHost, 'packedFiles' | 'packedBytes' | 'seconds'>
  const host = (packed: Packed): PackageHost => ({
    dir,
    ...packed,
    copies: (name) => findCopies(join(dir, 'node_modules'), name),
    installed: () => topPackages(join(dir, 'node_modules')),
    startupBytes: (page) => measureStartupJavaScript(join(dir, out), page).gzip,
  })
  if (existsSync(made)) return host(JSON.parse(readFileSync(made, 'utf8')) as Packed)

  const started = performance.now()
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const [packed] = JSON.parse(
    run('npm', ['pack', join(root, 'dist-lib'), '--json', '--pack-destination', dir], dir),
  ) as { filename: string; size: number; files: { path: string }[] }[]
  if (!packed) throw new Error('npm pack gave no tarball')
  cpSync(join(root, 'e2e/hosts', template), dir, { recursive: true })
  if (over) cpSync(join(root, 'e2e/hosts', over), dir, { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'console',
      private: true,
      type: 'module',
      dependencies: { 'game-assets-dashboard': `file:./${packed.filename}`, ...dependencies },
      devDependencies,
    }),
  )
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir)
  for (const [tool, ...args] of steps) run(join(dir, 'node_modules/.bin', tool), args, dir, env)
  const result = {
    packedFiles: packed.files.map((file) => file.path),
    packedBytes: packed.size,
    seconds: (performance.now() - started) / 1000,
  }
  writeFileSync(made, JSON.stringify(result))
  return host(result)
}

/**
 * The versions a Vite + React console installs: React's types follow React. The package's other
 * code (react-table, valibot) is inside it: not the console's to install.
 */
export type HostVersions = {
  react: string
  reactQuery: string
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>
}
const ranges = manifest.peerDependencies
/** React 19's part of a range such as `^18.2.0 || ^19.0.0`. */
const react19 = (range = '') =>
  range
    .split('||')
    .map((part) => part.trim())
    .find((part) => part.startsWith('^19')) ?? ''
const lowest = (range = '') => range.replace(/^\^/, '')

/**
 * The versions a Vite + React console is tried with: the lowest and the newest that the
 * package's ranges allow (React 19's part of the peer range: React 18 consoles use the element
 * entry, element-hosts.spec.ts).
 */
export const HOST_VERSIONS: Record<'lowest' | 'newest', HostVersions> = {
  lowest: {
    react: lowest(react19(ranges.react)),
    reactQuery: lowest(ranges['@tanstack/react-query']),
  },
  newest: {
    react: react19(ranges.react),
    reactQuery: ranges['@tanstack/react-query'] ?? '',
  },
}

/** A page with no bundler (e2e/hosts/plain/): the tarball installed alone, nothing built. */
export const makePlainHost = () => makeHost({ template: 'plain', dependencies: {}, steps: [] })

/** What the Vite + React console (e2e/hosts/vite-react/) installs besides the package. */
export const viteReactDependencies = (versions: HostVersions) => ({
  react: versions.react,
  'react-dom': versions.react,
  '@types/react': versions.react,
  '@types/react-dom': versions.react,
  '@tanstack/react-query': versions.reactQuery,
})

/** A Vite + React + TypeScript console (e2e/hosts/vite-react/), type-checked and built. */
export const makePackageHost = (versions: HostVersions) =>
  makeHost({
    template: 'vite-react',
    dependencies: viteReactDependencies(versions),
    devDependencies: Object.fromEntries(
      ['vite', '@vitejs/plugin-react', 'typescript'].map((name) => [name, projectVersion(name)]),
    ),
    steps: [
      ['tsc', '-p', '.'],
      ['vite', 'build', '--logLevel', 'warn'],
    ],
  })

function topPackages(modules: string): string[] {
  return readdirSync(modules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) =>
      entry.startsWith('@')
        ? readdirSync(join(modules, entry)).map((scoped) => `${entry}/${scoped}`)
        : [entry],
    )
    .sort()
}

function findCopies(modules: string, name: string): string[] {
  const found: string[] = []
  const visit = (dir: string) => {
    let entries: string[]
    try {
      entries = readdirSync(dir)
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(dir, entry)
      if (entry.startsWith('@')) {
        for (const scoped of readdirSync(path)) {
          if (`${entry}/${scoped}` === name) found.push(join(path, scoped))
          visit(join(path, scoped, 'node_modules'))
        }
      } else if (!entry.startsWith('.')) {
        if (entry === name) found.push(path)
        visit(join(path, 'node_modules'))
      }
    }
  }
  visit(modules)
  return found
}

const contentTypes: Record<string, string> = {
  html: 'text/html',
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
}

/**
 * Serves the host's files under /package-host/ on the page's origin (the preview server): its
 * built pages (`dist/`), or another folder of it. `headers` go with every answer (a policy).
 */
export async function servePackageHost(
  page: Page,
  host: PackageHost,
  { folder = 'dist', headers = {} }: { folder?: string; headers?: Record<string, string> } = {},
) {
  await page.route('**/package-host/**', async (route) => {
    const name = new URL(route.request().url()).pathname.replace('/package-host/', '')
    try {
      const body = readFileSync(join(host.dir, folder, name))
      const type = contentTypes[name.split('.').pop() ?? ''] ?? 'application/octet-stream'
      return await route.fulfill({ contentType: type, body, headers })
    } catch {
      return route.fulfill({ status: 404 })
    }
  })
}
