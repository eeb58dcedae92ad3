import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'
import { prepareShell, STANDALONE_HEIGHT, THEME_STORAGE_KEY } from '../src/app/prepare-shell.ts'
import type { renderPageShell } from './render-page-shell.tsx'

const ROOT = '<div id="root"></div>'

/**
 * The inline script that sets the shell's theme and drops its header when embedded, then takes
 * itself out of the page: once run, it has nothing more to do there. It reads the theme alone
 * from storage, never markup: what paints before the app's code is the shell as built.
 */
export const shellScript = `(${prepareShell.toString()})(document.querySelector('#root > [data-theme]'), location.search, ${JSON.stringify(THEME_STORAGE_KEY)}, ${JSON.stringify(STANDALONE_HEIGHT)});document.currentScript.remove()`

/** The source a Content-Security-Policy gives to allow exactly `shellScript` inline. */
export const shellScriptSource = `'sha256-${createHash('sha256').update(shellScript).digest('base64')}'`

/** What replaces index.html's empty `#root`: the shell's HTML, and the script that prepares it. */
export function shellHtml(shell: string): string {
  return `<div id="root">${shell}</div>\n    <script>${shellScript}</script>`
}

/**
 * Puts the page shell (src/app/page-shell.tsx), rendered to HTML, into index.html's `#root`,
 * with the script that prepares it right after, so the page's frame paints before any
 * JavaScript file has arrived. React clears `#root` when it renders the app. The components are
 * loaded through Vite's module runner, as the app's own modules are.
 */
export function pageShell(): Plugin {
  return {
    name: 'page-shell',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to put the shell in`)
        const { module } = await runnerImport<{ renderPageShell: typeof renderPageShell }>(
          fileURLToPath(new URL('./render-page-shell.tsx', import.meta.url)),
          { configFile: false, logLevel: 'error', resolve: { tsconfigPaths: true } },
        )
        return html.replace(ROOT, shellHtml(module.renderPageShell()))
      },
    },
  }
}
