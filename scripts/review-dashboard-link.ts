import { echoText } from '../src/lib/bound-text.ts'
import type { ListKind } from '../src/model/list-kinds.ts'

/*
 * changes.html links each added and changed item to the dashboard, which opens one item at
 * `?game=<id>&tab=<kind>&item=<id>`. Where operators open the dashboard is not something the
 * review can know (its own preview server is gone once the run ends), so the links need
 * `--dashboard`; without it the page says once how to get them.
 */

/** `--dashboard`'s problem in words, or undefined when the URL can be linked to. */
export function dashboardProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    url = new URL('about:blank')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `--dashboard must be an http(s) URL where operators open the dashboard, like https://dashboard.example.com, not "${echoText(value)}".`
  }
  // Every link in a page that is attached to reviews and passed around would carry them.
  if (url.username || url.password) {
    return '--dashboard must not hold a user name or password: every link in changes.html would carry them. Give the address without them; the dashboard asks for its token itself.'
  }
  return undefined
}

/**
 * The dashboard at one item: `dashboard` (its path and any query of its own kept) with `game`,
 * `tab` and `item` set. URLSearchParams encodes the values: an id may hold `&`, `"` or `<`.
 */
export function dashboardItemUrl(dashboard: string, game: string, tab: ListKind, id: string) {
  const url = new URL(dashboard)
  url.searchParams.set('game', game)
  url.searchParams.set('tab', tab)
  url.searchParams.set('item', id)
  return url.href
}
