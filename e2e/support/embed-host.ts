import type { Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { SAMPLE_GAMES } from './sample'

/*
 * A host page that embeds both forms of the library, with aggressive global CSS of its own.
 * The page is served by `page.route` on the preview server's origin, so the panels reach the
 * reference API there as a console on the API's origin would.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const libDir = `${root}/dist-lib`

export type HostPageOptions = {
  origin: string
  gameId: string
  theme: 'light' | 'dark' | 'system'
  /** Set as the custom element's `token` property by an inline script, before it is defined. */
  elementToken: string
  /** The React panel's props besides its view (whose game and tab its host keeps in state). */
  reactProps: Record<string, unknown>
  /** More attributes on the custom element, as written in HTML (`persist`). */
  elementAttributes?: string
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** Rules a real console might have; each would break the panel if it reached inside. */
export const HOSTILE_CSS = `
  * { font: 20px serif; box-sizing: content-box }
  body { margin: 24px; background: #fdf6e3; color: #333 }
  table { border: 5px solid red }
  .flex { display: block }
  .p-4 { padding: 40px }
  .text-sm { font-size: 30px }
  .rounded-md { border: 3px dashed green }
  button { background: yellow }
  .host-row { display: flex; gap: 16px; align-items: center }
  .panel-box { display: block; height: 560px; margin-top: 16px; border: 2px solid #888 }
`

export function hostPage({
  origin,
  gameId,
  theme,
  elementToken,
  reactProps,
  elementAttributes = '',
}: HostPageOptions) {
  const props = { apiBaseUrl: origin, initialGameId: gameId, theme, ...reactProps }
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Operator console</title>
    <style>${HOSTILE_CSS}</style>
  </head>
  <body>
    <h1>Operator console</h1>
    <div class="host-row">
      <table><tr><td>Host cell</td></tr></table>
      <button type="button" class="p-4 text-sm rounded-md">Host button</button>
    </div>
    <div id="react-panel" class="panel-box" data-props="${escapeAttribute(JSON.stringify(props))}"></div>
    <game-assets-panel class="panel-box" api-base-url="${origin}" game-id="${gameId}" tab="builds" theme="${theme}" ${elementAttributes}></game-assets-panel>
    <script>
      // Before element.js (a module, so deferred) defines the element: the property must survive.
      document.querySelector('game-assets-panel').token = ${JSON.stringify(elementToken)}
      window.panelEvents = []
      document.addEventListener('gameassetschange', (event) => window.panelEvents.push(event.detail))
      window.columnEvents = []
      document.addEventListener('columnschange', (event) => window.columnEvents.push(event.detail))
    </script>
    <script type="module" src="/embed-host/react-host.js"></script>
    <script type="module" src="/embed-host/element.js"></script>
  </body>
</html>`
}

/**
 * Bundles react-host.js with React, as a React host's own build would, against the built
 * library (dist-lib/index.js, which leaves React and React Query to the host). In memory.
 */
export async function buildReactHost(): Promise<Map<string, string>> {
  if (!existsSync(`${libDir}/index.js`) || !existsSync(`${libDir}/element.js`)) {
    throw new Error('No library build in dist-lib/: run `npm run build:lib` first.')
  }
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    root: `${root}/e2e/embed-host`,
    base: '/embed-host/',
    resolve: { alias: [{ find: /^game-assets-dashboard$/, replacement: `${libDir}/index.js` }] },
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: `${root}/e2e/embed-host/react-host.js`,
        // React Query's "use client" lines mean nothing in a browser bundle.
        onwarn: (warning, warn) =>
          void (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning)),
        output: { entryFileNames: 'react-host.js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })
  const files = new Map<string, string>()
  for (const output of [result].flat()) {
    if (!('output' in output)) continue
    for (const file of output.output) {
      // Chunks, and the assets beside them: the package's list worker is one.
      if (file.type === 'chunk') files.set(file.fileName, file.code)
      else if (file.fileName.endsWith('.js')) {
        const { source } = file
        files.set(
          file.fileName,
          typeof source === 'string' ? source : new TextDecoder().decode(source),
        )
      }
    }
  }
  return files
}

/** Serves the host page, the React host's bundle and the custom element's dist-lib/element.js. */
export async function serveHostPage(page: Page, html: string, reactHost: Map<string, string>) {
  // The element entry and, beside it, its list worker, as a console serves the package's files.
  const lib = new Map(
    await Promise.all(
      ['element.js', 'list-worker.js'].map(
        async (name) => [name, await readFile(`${libDir}/${name}`, 'utf8')] as const,
      ),
    ),
  )
  await page.route('**/embed-host/**', async (route) => {
    const name = new URL(route.request().url()).pathname.replace('/embed-host/', '')
    if (name === '' || name === 'index.html') {
      return route.fulfill({ contentType: 'text/html', body: html })
    }
    const body = lib.get(name) ?? reactHost.get(name)
    if (body === undefined) return route.fulfill({ status: 404 })
    return route.fulfill({ contentType: 'text/javascript', body })
  })
}

/**
 * Opens the host page, served on `origin` (the page's own, or the preview's before any page):
 * both forms on the sample game, light, each with a token of its own, unless `options` say
 * otherwise. Returns the React form's container and the element.
 */
export async function openHostPage(
  page: Page,
  reactHost: Map<string, string>,
  options: Partial<HostPageOptions> = {},
  origin = new URL(page.url()).origin,
) {
  const html = hostPage({
    origin,
    gameId: SAMPLE_GAMES.realistic,
    theme: 'light',
    elementToken: 'element-token',
    reactProps: { token: 'react-token' },
    ...options,
  })
  await serveHostPage(page, html, reactHost)
  await page.goto('/embed-host/')
  return { react: page.locator('#react-panel'), element: page.locator('game-assets-panel') }
}
