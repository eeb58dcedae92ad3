import { readFileSync } from 'node:fs'
import { expect, test } from './support/fixtures'
import { expectDocumentedKb, hostRows as rows, watchWorkers } from './support/host-checks'
import {
  makeHost,
  projectVersion,
  servePackageHost,
  type HostRecipe,
  type PackageHost,
} from './support/package-host'
import { SAMPLE_GAMES } from './support/sample'

/*
 * Consoles that use the element entry, which brings its own React (e2e/hosts/react-18/ and
 * e2e/hosts/vue/, as docs/embedding.md shows them): the install keeps the console's own React 18,
 * or brings no React at all to Vue (the package's React peers are optional), a strict type
 * check and a build pass, and the panel shows rows beside the console's own framework.
 */
const { peerDependencies } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { peerDependencies: Record<string, string> }
/** React 18's part of the peer range (`^18.2.0 || ^19.0.0`), its lowest version. */
const react18 = /\^(18\.[\d.]+)/.exec(peerDependencies.react ?? '')?.[1] ?? ''

const build = (typeCheck: [string, ...string[]]) =>
  [typeCheck, ['vite', 'build', '--logLevel', 'warn']] satisfies [string, ...string[]][]
const tools = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, projectVersion(name)]))

const consoles: { name: string; key: string; recipe: HostRecipe; react: string | undefined }[] = [
  {
    name: 'React 18',
    key: 'react-18',
    recipe: {
      template: 'react-18',
      dependencies: {
        react: react18,
        'react-dom': react18,
        '@types/react': '^18',
        '@types/react-dom': '^18',
      },
      devDependencies: tools('vite', '@vitejs/plugin-react', 'typescript'),
      steps: build(['tsc', '-p', '.']),
    },
    /** React 18 stays the console's only React. */
    react: react18,
  },
  {
    name: 'Vue',
    key: 'vue',
    recipe: {
      template: 'vue',
      dependencies: { vue: '^3.5.0' },
      devDependencies: {
        ...tools('vite', 'typescript'),
        '@vitejs/plugin-vue': '^6.0.0',
        'vue-tsc': '^3.0.0',
      },
      steps: build(['vue-tsc', '-p', '.']),
    },
    /** No React at all in a Vue console's node_modules. */
    react: undefined,
  },
]

for (const { name, key, recipe, react } of consoles) {
  test.describe(`a ${name} console with the element entry`, () => {
    test.describe.configure({ mode: 'serial' })
    let host: PackageHost

    test.beforeAll(() => {
      test.setTimeout(300_000)
      host = makeHost(recipe)
    })

    test(`installs with ${react ? `React ${react} as its only React` : 'no React'}, and nothing the element does not use`, () => {
      expect(host.copies('react')).toEqual(react ? [`${host.dir}/node_modules/react`] : [])
      if (react) {
        const { version } = JSON.parse(
          readFileSync(`${host.dir}/node_modules/react/package.json`, 'utf8'),
        ) as { version: string }
        expect(version).toBe(react)
      }
      // Nothing the element entry does not use: it has React Query, react-table and valibot
      // inside, and the package depends on nothing.
      for (const unused of [
        '@tanstack/react-query',
        '@tanstack/query-core',
        '@tanstack/react-table',
        'valibot',
      ]) {
        expect(host.copies(unused), unused).toEqual([])
      }
      const added = (host.startupBytes('index.html') - host.startupBytes('baseline.html')) / 1000
      console.log(`${name}: the element entry adds ${added.toFixed(1)} kB gzip`)
      expectDocumentedKb(key, added)
    })

    test('shows the rows, keeps the token out of the attributes, and tells the console the tab', async ({
      page,
    }) => {
      const { listWorkers } = watchWorkers(page)
      // Every API request the page and its worker send, with its Authorization header.
      const sent: Promise<string>[] = []
      page.context().on('request', (request) => {
        if (!new URL(request.url()).pathname.startsWith('/cloud/')) return
        sent.push(request.allHeaders().then((headers) => headers.authorization ?? '(none)'))
      })
      await servePackageHost(page, host)
      await page.goto(`/package-host/index.html?game=${SAMPLE_GAMES.realistic}`)
      await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
      await expect(rows(page).first()).toBeVisible()
      await expect(page.locator('game-assets-panel')).not.toHaveAttribute('token')
      await page.getByRole('tab', { name: /CDN sites/ }).click()
      await expect(page.locator('#picked')).toHaveText('sites')
      expect(listWorkers()).toHaveLength(1)
      // The docs' pattern sends nothing without the token: a real API answers 401.
      const authorizations = await Promise.all(sent)
      expect(authorizations.length).toBeGreaterThanOrEqual(3)
      expect(new Set(authorizations)).toEqual(new Set(['Bearer host-token']))
    })
  })
}
