import { FIRST_SCREEN_KEY, type FirstScreen } from '@/api/stored-lists/first-screen'
import type { TimeZone } from '@/components/time-format'
import { formatClockTime } from '@/lib/format-time'

/*
 * What keeping the page's screen takes (keep-first-screen.ts loads it once a list is shown):
 * reading it off the page and writing it with the others kept.
 */

/** Screens kept, one per address (the last used first), and the most a screen's HTML may hold. */
export const MOST_SCREENS = 4
export const MOST_SCREEN_CHARACTERS = 300_000

/** The page at rest at the top of a whole list: nothing scrolled, nothing open over it. */
export function atRest(root: HTMLElement): boolean {
  if (window.scrollY > 0) return false
  if ([...root.querySelectorAll('[role=region]')].some((region) => region.scrollTop > 0))
    return false
  if (root.querySelector('dialog[open], [aria-haspopup][aria-expanded=true], [aria-busy=true]'))
    return false
  try {
    return !root.querySelector(':popover-open')
  } catch {
    // A browser without popovers has none open.
    return true
  }
}

/**
 * The page's HTML as a repeat visit paints it: what is on screen now, with "Updated … ago" as
 * "As of <when it was read>, checking…" (the app says the same of a stored list, as-of-text.tsx)
 * and what lives for a moment only (the hovered row's actions) left out. Each element's inline
 * style is in `data-kept-style`, for the shell to set.
 */
export function screenHtml(root: HTMLElement, listAt: number, zone: TimeZone): string {
  const copy = root.cloneNode(true) as HTMLElement
  // A select's choice is a property React sets, not an attribute the HTML carries.
  const chosen = [...root.querySelectorAll('select')].map((select) => select.selectedIndex)
  copy.querySelectorAll('select').forEach((select, index) => {
    select.options[chosen[index] ?? -1]?.setAttribute('selected', '')
  })
  for (const element of copy.querySelectorAll('[data-list-time]')) {
    const time = document.createElement('time')
    time.dateTime = new Date(listAt).toISOString()
    time.textContent = formatClockTime(listAt, zone)
    element.replaceChildren('As of ', time, ', checking…')
  }
  // The page's policy (style-src 'self') refuses style attributes in markup: the shell sets
  // each through the CSSOM, which it allows (first-screen.ts).
  for (const element of copy.querySelectorAll<HTMLElement>('[style]')) {
    element.setAttribute('data-kept-style', element.getAttribute('style') ?? '')
    element.removeAttribute('style')
  }
  for (const element of copy.querySelectorAll<HTMLElement>('[data-transient]')) {
    element.replaceChildren()
    element.hidden = true
  }
  return copy.innerHTML
}

/** Adds `screen` to the kept screens, in place of an earlier one of its address. */
export function keepScreen(screen: FirstScreen) {
  if (screen.html.length > MOST_SCREEN_CHARACTERS) return
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(FIRST_SCREEN_KEY) || '[]')
    const others = (Array.isArray(kept) ? (kept as FirstScreen[]) : []).filter(
      (other) => other?.search !== screen.search,
    )
    const screens = [screen, ...others].slice(0, MOST_SCREENS)
    try {
      localStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify(screens))
    } catch {
      // Full: this one alone.
      localStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify([screen]))
    }
  } catch {
    // Storage disabled or full: the next visit paints the loading shell, as without this.
  }
}
