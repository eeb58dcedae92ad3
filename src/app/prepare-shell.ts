/**
 * Where the operator's theme is remembered on this device (theme.ts). Here, in a module that
 * imports nothing, because the build reads it too: it writes it into the shell's script.
 */
export const THEME_STORAGE_KEY = 'game-assets:theme'

/**
 * The standalone page's height (page-frame.tsx): the window's from 1024 px, else its content's.
 * Here too, as the shell's script takes it off an embedded page.
 */
export const STANDALONE_HEIGHT = ['min-h-dvh', 'lg:h-dvh'] as const

/**
 * Run inline right after the page shell (page-shell.tsx), before its first paint, so the shell
 * never paints in the wrong theme or with a header an embedded page lacks. The build turns this
 * function into the script's text (scripts/page-shell-plugin.ts), allowed by its hash: it may use
 * only its arguments and the browser's globals. It follows the app's rules, as page-shell.test.tsx
 * checks: the theme chosen here or the system's (theme.ts), `?embed=1`/`true` (page-options.ts),
 * no `?game=` (view-url.ts).
 */
export function prepareShell(
  shell: HTMLElement,
  search: string,
  themeKey: string,
  standaloneHeight: readonly string[],
) {
  let theme: string | null = null
  try {
    theme = localStorage.getItem(themeKey)
  } catch {
    // Storage disabled: the system's theme, as the app does.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  shell.setAttribute('data-theme', theme)
  const params = new URLSearchParams(search)
  // A game named: its list is loading. Without one the app's first render says "Choose a game",
  // and a loading table would promise a list that never comes.
  shell.toggleAttribute('data-game', Boolean(params.get('game')?.trim()))
  const embed = params.get('embed')
  if (embed === '1' || embed === 'true') {
    shell.querySelector('header')?.remove()
    shell.classList.remove(...standaloneHeight)
  }
}
