import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shellHtml, shellScript } from '../../scripts/page-shell-plugin'
import { renderPageShell } from '../../scripts/render-page-shell'
import { readPageOptions } from './page-options'
import { FIRST_SCREEN_KEY, type FirstScreen } from '@/api/stored-lists/first-screen'
import { TOKEN_STORAGE_KEY } from '@/features/settings/token-store'
import { THEME_STORAGE_KEY } from './prepare-shell'
import { themePreference, useColorScheme } from './theme'

let systemDark = false
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({
    matches: systemDark,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
  return () => vi.unstubAllGlobals()
})
afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  document.body.replaceChildren()
  window.history.replaceState(null, '', '/')
})

/** Loads the built page's body at `search` and runs its inline script, as the browser does. */
function openShell(search: string) {
  window.history.replaceState(null, '', `/${search}`)
  document.body.innerHTML = shellHtml(renderPageShell())
  // jsdom runs no scripts here: run its text as the browser would, as the current script.
  const script = document.querySelector('body > script')!
  expect(script.textContent).toBe(shellScript)
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script as HTMLScriptElement)
  new Function(shellScript)()
  return document.querySelector<HTMLElement>('#root > [data-theme]')!
}

describe('the page shell', () => {
  it('shows the page frame and says the dashboard is loading', () => {
    const shell = openShell('')
    expect(shell.querySelector('header')).toHaveTextContent('Game assets')
    expect(shell.querySelector('[role=status]')).toHaveAccessibleName('Loading the dashboard…')
  })

  it('leaves no script in the page once it has run', () => {
    openShell('')
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  // The shell must paint in the theme the app then paints in, or the page flashes.
  it.each([
    ['dark', false],
    ['light', true],
    ['system', true],
    ['system', false],
    [null, true],
    ['sepia', false],
  ])('paints in the app’s theme: chosen %s, system dark %s', (stored, dark) => {
    systemDark = dark
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored)
    const shell = openShell('')
    const { result } = renderHook(() => useColorScheme(themePreference.get()))
    expect(shell.dataset.theme).toBe(result.current)
  })

  it.each(['?embed=1', '?embed=true', '?embed=0', '?embed=yes', '?embed=', '?game=x&embed=1', ''])(
    'has a header exactly when the app has: %s',
    (search) => {
      const shell = openShell(search)
      expect(shell.querySelector('header') === null).toBe(readPageOptions(search).embed)
      expect(shell.classList.contains('lg:h-dvh')).toBe(!readPageOptions(search).embed)
    },
  )
})

describe('the last visit’s screen', () => {
  const lastScreen = `<div data-theme="light" class="min-h-dvh lg:h-dvh"><header>Game assets</header><main><table><tbody><tr aria-rowindex="2" data-kept-style="height: 41px"><td>build 100</td></tr></tbody></table><p><span data-list-time="">As of <time>2026-11-26 18:04</time>, checking…</span></p></main></div>`
  const keep = (...screens: Partial<FirstScreen>[]) =>
    localStorage.setItem(
      FIRST_SCREEN_KEY,
      JSON.stringify(
        screens.map((screen) => ({
          search: '?game=g&tab=builds',
          html: lastScreen,
          token: false,
          who: 'list:abc',
          ...screen,
        })),
      ),
    )

  it('paints the screen kept for this address, inert and busy until the app renders over it', () => {
    keep({ search: '?game=other' }, {})
    const shell = openShell('?game=g&tab=builds')
    expect(shell).toHaveTextContent('build 100')
    expect(shell).toHaveTextContent('As of 2026-11-26 18:04, checking…')
    expect(shell.querySelector('[role=status]')).toBeNull()
    expect(shell).toHaveAttribute('inert')
    expect(shell).toHaveAttribute('aria-busy', 'true')
    expect(shell).toHaveAttribute('aria-hidden', 'true')
    expect(shell.dataset.firstScreen).toBe('list:abc')
    // Its styles set through the CSSOM, as the page's policy allows no style attribute in markup.
    expect(shell.querySelector('tr')!.style.height).toBe('41px')
    expect(shell.querySelector('[data-kept-style]')).toBeNull()
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('puts the kept screen in today’s theme and drops its header when embedded', () => {
    keep({ search: '?game=g&embed=1&persist=1' })
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    const shell = openShell('?game=g&embed=1&persist=1')
    expect(shell).toHaveTextContent('build 100')
    expect(shell.dataset.theme).toBe('dark')
    expect(shell.querySelector('header')).toBeNull()
  })

  it.each([
    ['another address', '?game=g&tab=sites', {}],
    ['a token then, none now', '?game=g&tab=builds', { token: true }],
    ['a screen that is not the page’s frame', '?game=g&tab=builds', { html: '<p>build 100</p>' }],
    ['two frames', '?game=g&tab=builds', { html: lastScreen + lastScreen }],
    ['no identity', '?game=g&tab=builds', { who: 7 as unknown as string }],
  ])('paints the loading shell instead for %s', (_, search, screen) => {
    keep(screen)
    const shell = openShell(search)
    expect(shell).not.toHaveTextContent('build 100')
    expect(shell.querySelector('[role=status]')).toHaveAccessibleName('Loading the dashboard…')
    expect(shell).not.toHaveAttribute('inert')
  })

  it('paints a screen kept with a token only while a token is kept', () => {
    keep({ token: true })
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'cloud.token')
    expect(openShell('?game=g&tab=builds')).toHaveTextContent('build 100')
  })

  it('paints the loading shell when what is kept cannot be read', () => {
    localStorage.setItem(FIRST_SCREEN_KEY, '{not json')
    expect(openShell('?game=g&tab=builds').querySelector('[role=status]')).toHaveAccessibleName(
      'Loading the dashboard…',
    )
  })
})
