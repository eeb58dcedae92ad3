import type { Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { measureStartupJavaScript } from '../../scripts/bundle-size'

/*
 * What a console's developer does with the package: `npm pack` of dist-lib/, a fresh Vite +
 * React + TypeScript app (e2e/package-host/) that installs the tarball from the npm registry's
 * packages, a strict type check and a production build. The built pages are then served on the
 * preview server's origin, where the reference API answers.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>
}

/** The versions a host installs: React's types follow React. */
export type HostVersions = { react: string; reactQuery: string }

export type PackageHost = {
  dir: string
  /** The tarball's files, as `npm pack` listed them. */
  packedFiles: string[]
  /** Paths of every installed copy of these packages, below the host's node_modules. */
  copies: (name: string) => string[]
  /** Start-up JavaScript of a built page, gzip bytes (scripts/bundle-size.ts). */
  startupBytes: (page: string) => number
}

function run(command: string, args: string[], cwd: string) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    // tsc says what is wrong on its standard output.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`, {
      cause: error,
    })
  }
}

/** Packs dist-lib/, makes a host app that installs it with `versions`, type-checks and builds it. */
export function makePackageHost(versions: HostVersions): PackageHost {
  const dir = mkdtempSync(join(tmpdir(), 'package-host-'))
  const [packed] = JSON.parse(
    run('npm', ['pack', join(root, 'dist-lib'), '--json', '--pack-destination', dir], dir),
  ) as { filename: string; files: { path: string }[] }[]
  if (!packed) throw new Error('npm pack gave no tarball')
  cpSync(join(root, 'e2e/package-host'), dir, { recursive: true })
  const tools = ['vite', '@vitejs/plugin-react', 'typescript']
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'console',
      private: true,
      type: 'module',
      dependencies: {
        'game-assets-dashboard': `file:./${packed.filename}`,
        react: versions.react,
        'react-dom': versions.react,
        '@types/react': versions.react,
        '@types/react-dom': versions.react,
        '@tanstack/react-query': versions.reactQuery,
      },
      devDependencies: Object.fromEntries(
        tools.map((name) => [name, project.devDependencies[name]]),
      ),
    }),
  )
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir)
  run(join(dir, 'node_modules/.bin/tsc'), ['-p', '.'], dir)
  run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], dir)
  return {
    dir,
    packedFiles: packed.files.map((file) => file.path),
    copies: (name) => findCopies(join(dir, 'node_modules'), name),
    startupBytes: (page) => measureStartupJavaScript(join(dir, 'dist'), page).gzip,
  }
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

/** Serves the host's built pages under /package-host/ on the page's origin (the preview server). */
export async function servePackageHost(page: Page, host: PackageHost) {
  await page.route('**/package-host/**', async (route) => {
    const name = new URL(route.request().url()).pathname.replace('/package-host/', '')
    try {
      const body = readFileSync(join(host.dir, 'dist', name))
      const type = name.endsWith('.html') ? 'text/html' : 'text/javascript'
      return await route.fulfill({ contentType: type, body })
    } catch {
      return route.fulfill({ status: 404 })
    }
  })
}
