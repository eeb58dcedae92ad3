import { afterEach, describe, expect, it } from 'vitest'
import { FIRST_SCREEN_KEY, type FirstScreen } from '@/api/stored-lists/first-screen'
import { keepScreen, MOST_SCREEN_CHARACTERS, MOST_SCREENS, screenHtml } from './first-screen-html'

afterEach(() => {
  localStorage.clear()
  document.body.replaceChildren()
})

const kept = () =>
  (JSON.parse(localStorage.getItem(FIRST_SCREEN_KEY) ?? '[]') as FirstScreen[]).map(
    (screen) => screen.search,
  )
const screen = (search: string, html = '<div data-theme="light"></div>'): FirstScreen => ({
  search,
  html,
  token: false,
  who: 'list:abc',
})

describe('the screen a repeat visit paints', () => {
  const root = () => {
    const element = document.createElement('div')
    element.innerHTML = `<div data-theme="light">
      <span data-list-time="" title="exact">Updated <time>12 s ago</time></span>
      <select><option>Name, A to Z</option><option>Created, newest first</option></select>
      <div data-transient="" role="toolbar"><button>Copy Build ID</button></div>
      <table><tbody><tr aria-rowindex="2" style="height: 41px"><td>build 100</td></tr></tbody></table>
    </div>`
    document.body.append(element)
    return element
  }
  const at = Date.UTC(2026, 10, 26, 18, 4)

  it('says when its list was read and that it is being checked, not how long ago', () => {
    const page = document.createElement('div')
    page.innerHTML = screenHtml(root(), at, 'utc')
    expect(page.querySelector('[data-list-time]')).toHaveTextContent(
      'As of 2026-11-26 18:04 UTC, checking…',
    )
    expect(page.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T18:04:00.000Z')
    expect(page).toHaveTextContent('build 100')
    // No style attribute in the markup (the page's policy refuses them): the shell sets each.
    expect(page.querySelector('[style]')).toBeNull()
    expect(page.querySelector('tr')).toHaveAttribute('data-kept-style', 'height: 41px')
  })

  it('keeps the sort the page showed, and leaves out the hovered row’s actions', () => {
    const live = root()
    live.querySelector('select')!.selectedIndex = 1
    const page = document.createElement('div')
    page.innerHTML = screenHtml(live, at, 'utc')
    expect(page.querySelector('select')).toHaveValue('Created, newest first')
    expect(page.querySelector('[role=toolbar]')).toBeEmptyDOMElement()
    expect(page.querySelector<HTMLElement>('[role=toolbar]')!.hidden).toBe(true)
    // The page itself is left as it was.
    expect(live.querySelector('[data-list-time]')).toHaveTextContent('Updated 12 s ago')
    expect(live.querySelector('[role=toolbar]')).toHaveTextContent('Copy Build ID')
  })
})

describe('the screens kept', () => {
  it('keeps one per address, the last used first, and at most a few', () => {
    for (const search of ['?a', '?b', '?c', '?d', '?b', '?e']) keepScreen(screen(search))
    expect(kept()).toEqual(['?e', '?b', '?d', '?c'].slice(0, MOST_SCREENS))
  })

  it('keeps no screen too large to be read at once', () => {
    keepScreen(screen('?a'))
    keepScreen(screen('?b', 'x'.repeat(MOST_SCREEN_CHARACTERS + 1)))
    expect(kept()).toEqual(['?a'])
  })

  it('starts again from what it cannot read', () => {
    localStorage.setItem(FIRST_SCREEN_KEY, '{"not": "a list"}')
    keepScreen(screen('?a'))
    expect(kept()).toEqual(['?a'])
  })
})
