/**
 * Where the standalone page keeps the last screen of its lists (keep-first-screen.ts), so a
 * repeat visit paints it before any script file has arrived. Here, in a module that imports
 * nothing, because the build writes `paintFirstScreen` into the shell's inline script.
 */
export const FIRST_SCREEN_KEY = 'game-assets:first-screen'

/** Drops every kept screen: with the stored lists (list-store.ts), or one of another identity. */
export function dropScreens() {
  try {
    localStorage.removeItem(FIRST_SCREEN_KEY)
  } catch {
    // Storage disabled: nothing was kept there.
  }
}

/** One kept screen: the page's HTML as it showed a whole list at the top, at one address. */
export type FirstScreen = {
  /** The address's query (`location.search`): the screen is painted at that address only. */
  search: string
  /** `#root`'s HTML, React's own output (keep-first-screen.ts). */
  html: string
  /** Whether a token was kept when it was shown: painted only while that is still so. */
  token: boolean
  /** The stored lists' identity (stored-lists.ts): the app drops a screen of another. */
  who: string
}

/**
 * Run inline by the page shell (scripts/page-shell-plugin.ts) before `prepareShell`: when this
 * device kept the screen this address showed last time, puts it in `#root` in place of the
 * loading shell, inert and hidden from assistive technology, with "As of …, checking…" in it, until the app renders its
 * first screen over it (start.tsx). Only the page's own HTML, from its own storage, as React
 * rendered it; nothing of it runs. Without a token now and one then (or the reverse), nothing is
 * painted: that screen was someone else's. The app checks the rest (whose lists: the identity).
 * May use nothing but its arguments and the browser's globals.
 */
export function paintFirstScreen(
  root: HTMLElement,
  search: string,
  screenKey: string,
  tokenKey: string,
) {
  try {
    const screens: unknown = JSON.parse(localStorage.getItem(screenKey) || '[]')
    const screen = Array.isArray(screens)
      ? (screens as Partial<FirstScreen>[]).find((entry) => entry && entry.search === search)
      : undefined
    if (!screen || typeof screen.html !== 'string' || typeof screen.who !== 'string') return
    const token = Boolean(sessionStorage.getItem(tokenKey) || localStorage.getItem(tokenKey))
    if (screen.token !== token) return
    const shell = root.innerHTML
    root.innerHTML = screen.html
    const frame = root.firstElementChild
    if (!frame || !frame.hasAttribute('data-theme') || root.children.length !== 1) {
      root.innerHTML = shell
      return
    }
    // Set through the CSSOM: the page's policy refuses style attributes in markup.
    for (const element of frame.querySelectorAll<HTMLElement>('[data-kept-style]')) {
      element.style.cssText = element.getAttribute('data-kept-style') ?? ''
      element.removeAttribute('data-kept-style')
    }
    // A picture of the page until the app is there: nothing in it is used or read out.
    frame.setAttribute('inert', '')
    frame.setAttribute('aria-hidden', 'true')
    frame.setAttribute('aria-busy', 'true')
    frame.setAttribute('data-first-screen', screen.who)
  } catch {
    // Storage disabled, or a screen that cannot be read: the loading shell, as built.
  }
}
