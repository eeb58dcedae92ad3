import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shellHtml, shellScript } from '../../scripts/page-shell-plugin'
import { renderPageShell } from '../../scripts/render-page-shell'
import { readPageOptions } from './page-options'
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

  it.each([
    ['', false],
    ['?embed=1', false],
    ['?game=%20', false],
    ['?item=abc', false],
    ['?game=x', true],
    ['?game=x&embed=1', true],
  ])(
    'shows its loading table only where a game is named, not on the start page: %s',
    (search, game) => {
      const shell = openShell(search)
      expect(shell.hasAttribute('data-game')).toBe(game)
    },
  )
})

describe('what the device stores', () => {
  // Issue 46: the page once painted HTML kept under this key before its code ran, and a value
  // planted there redirected the page, moved its base URL and drew over it.
  it('paints nothing of it: markup stored under the old screen’s key is never read', () => {
    const planted =
      '<div data-theme="light"><meta http-equiv="refresh" content="0; url=/elsewhere">' +
      '<base href="/elsewhere/"><p>Your session expired: enter your password again</p></div>'
    localStorage.setItem(
      'game-assets:first-screen',
      JSON.stringify([{ search: '?game=g', html: planted, token: false, who: 'list:x' }]),
    )
    const shell = openShell('?game=g')
    expect(shell.querySelector('[role=status]')).toHaveAccessibleName('Loading the dashboard…')
    expect(document.body).not.toHaveTextContent('Your session expired')
    expect(document.querySelector('base, meta')).toBeNull()
  })
})
