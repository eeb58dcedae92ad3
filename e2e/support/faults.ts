import type { Locator, Page, Route } from '@playwright/test'
import { encodePng } from '../../server/data/png'
import type { WireItem } from '../../server/data/wire-types'
import { expect } from './fixtures'
import { okHead, startRawServer } from './raw-server'
import { byKind, escapeRegExp, listKindNames, listKinds, listRoute, type ListKind } from './lists'
import { gameUrl, SAMPLE_GAMES } from './sample'
import { assetTable, columnIndex } from './table'

/*
 * Helpers for the fault suite (e2e/faults): small fixed list bodies, routes that break one list
 * endpoint, and the assertions every fault case shares (the alert is inside the tab panel, the
 * other tabs still work, the view in the URL survives).
 */

export type Tab = ListKind

export const REALISTIC = SAMPLE_GAMES.realistic
export const REALISTIC_NAME = 'Space Raiders'
export const EMPTY = SAMPLE_GAMES.empty

/** A sort other than the default (created.desc), so a lost `sort` parameter shows. */
export const FAULT_SORT = { param: 'size.asc', header: 'Size', ariaSort: 'ascending' } as const

/** The view every fault test opens: one game, one tab, a non-default sort. */
export const faultUrl = (tab: Tab, game: string = REALISTIC) =>
  gameUrl(game, { tab, sort: FAULT_SORT.param })

/** Glob for `page.route`, per list operation. */
export const LIST_ROUTE: Record<Tab, string> = byKind(listRoute)

/** The same paths as regular-expression source, for console messages. */
const LIST_PATH: Record<Tab, string> = byKind(
  (kind) => `/cloud/games/[^/]+${escapeRegExp(listKinds[kind].path)}`,
)

/** The wrapper key of each list body. */
export const LIST_KEY: Record<Tab, string> = byKind((kind) => listKinds[kind].responseKey)

/** The noun the app uses in sentences ("The API's list of CDN sites could not be read"). */
export const NOUN: Record<Tab, string> = byKind((kind) => listKinds[kind].plural)

const TAB_NAME: Record<Tab, RegExp> = byKind(
  (kind) => new RegExp(`^${escapeRegExp(listKinds[kind].label)}`),
)

export const EMPTY_TITLE: Record<Tab, string> = byKind(
  (kind) => `This game has no ${listKinds[kind].plural} yet.`,
)

/** Height in pixels of every row of a tab's table (src/features/*: 41 default, 57 avatars). */
export const ROW_HEIGHT: Record<Tab, number> = { builds: 41, sites: 41, avatars: 57 }

/** A tab whose list the sample API serves without any expected console error. */
export const otherTabOf = (tab: Tab): Tab => (tab === 'builds' ? 'sites' : 'builds')

// ---------------------------------------------------------------------------------------------
// Console errors the browser logs for a failed list request.

/** `Failed to load resource: the server responded with a status of 401 (Unauthorized) (url)` */
export const httpStatusError = (status: number, tab: Tab) =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\(https?://[^)]*${LIST_PATH[tab]}\\)$`,
  )

/** `Failed to load resource: net::ERR_CONNECTION_RESET (url)` */
export const netError = (code: string, tab: Tab) =>
  new RegExp(
    `^Failed to load resource: net::${escapeRegExp(code)} \\(https?://[^)]*${LIST_PATH[tab]}\\)$`,
  )

// ---------------------------------------------------------------------------------------------
// Wire fixtures: valid items as the API sends them, and list bodies made of them.

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Past, readable times: a few days apart, oldest last. */
const createTs = (n: number) => new Date(Date.UTC(2026, 0, 20 - n, 10, 0, 0)).toISOString()

/**
 * The n-th fixture item of a tab: valid, complete, with the kind's id field (from the kind
 * model), distinct ids per kind and a size of n + 1 KiB. `overrides` replace or add fields.
 */
export function wireItem<K extends Tab>(
  tab: K,
  n: number,
  overrides: Record<string, unknown> = {},
): WireItem<K> {
  const kindNumber = listKindNames.indexOf(tab)
  return {
    [listKinds[tab].idField]: id(`b${kindNumber}000000`, n),
    upload_id: id(`a${kindNumber}000000`, n),
    display_name: itemName(tab, n),
    create_ts: createTs(n),
    content_length: 1024 * (n + 1),
    complete: true,
    ...overrides,
  } as WireItem<K>
}

/** A complete avatar with no `url` (the sample API gives one only when it has an image). */
export const wireAvatar = (n: number, overrides: Record<string, unknown> = {}) =>
  wireItem('avatars', n, overrides)

/** A valid list of `count` items, each name "fault <kind> <n>". */
export const wireItems = (tab: Tab, count: number) =>
  Array.from({ length: count }, (_, n) => wireItem(tab, n))

/** The name of the n-th fixture item of a tab. */
export const itemName = (tab: Tab, n: number) => `fault ${listKinds[tab].singular} ${n}`

/** A list body as JSON text, `{ "<key>": [...] }`. */
export const listBody = (tab: Tab, items: readonly unknown[]) =>
  JSON.stringify({ [LIST_KEY[tab]]: items })

/**
 * A list body with values JSON.stringify cannot write (a 20-digit integer literal, say): the
 * items hold `placeholder` strings, which are replaced by the raw text in the body.
 */
export function rawListBody(
  tab: Tab,
  items: readonly unknown[],
  raw: Record<string, string>,
): string {
  let text = listBody(tab, items)
  for (const [placeholder, literal] of Object.entries(raw)) {
    const quoted = JSON.stringify(placeholder)
    if (!text.includes(quoted)) throw new Error(`rawListBody: no ${quoted} in the body`)
    text = text.replaceAll(quoted, literal)
  }
  return text
}

/** A 4×4 PNG, for avatar images the tests route themselves. */
export const SMALL_PNG = encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(200))

// ---------------------------------------------------------------------------------------------
// Routes

export type Counter = { readonly count: number }

/**
 * Answers every request of one list with `answer`, counting them. `answer` gets the request's
 * number (1 for the first) and may fulfil, abort or fall back to the sample API.
 */
export async function routeList(
  page: Page,
  tab: Tab,
  answer: (route: Route, attempt: number) => Promise<void>,
): Promise<Counter> {
  const counter = { count: 0 }
  await page.route(LIST_ROUTE[tab], (route) => answer(route, ++counter.count))
  return counter
}

/** Every request of one list gets a 200 with this body text. */
export const serveListBody = (page: Page, tab: Tab, body: string) =>
  routeList(page, tab, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  )

/**
 * Serves the tab's list as `body` from a raw HTTP server, for a body of many megabytes:
 * `route.fulfill` hands a body to Chromium through the DevTools protocol, and tens of megabytes
 * that way held every other request of the page past the dashboard's 15 s limit on a loaded box.
 * The page still sees its own origin; the server stops when the page closes.
 */
export async function serveLargeListBody(page: Page, tab: Tab, body: string) {
  const bytes = Buffer.from(body)
  const server = await startRawServer('/large-list', (socket) => {
    socket.end(Buffer.concat([Buffer.from(okHead([`content-length: ${bytes.length}`])), bytes]))
  })
  page.once('close', () => void server.close())
  await routeList(page, tab, (route) => route.continue({ url: server.url }))
}

/** The service's JSON error body (code, message, ray id), as its gateway sends it. */
export function errorAnswer(
  status: number,
  body: Record<string, unknown> | undefined,
  headers: Record<string, string> = {},
) {
  return {
    status,
    headers: { 'rvt-ray-id': 'feedc0de-1234-4567-89ab-cdef01234567', ...headers },
    contentType: 'application/json',
    body: body === undefined ? '' : JSON.stringify(body),
  }
}

/**
 * A raw HTTP/1.1 server that answers every request with headers promising `promised` bytes,
 * sends `part` of the body, then resets the connection (TCP RST).
 */
export const startBrokenBodyServer = (part: string, promised = 100_000) =>
  startRawServer('/broken-body', (socket) => {
    socket.write(okHead([`content-length: ${promised}`]) + part)
    // Let the headers and the first bytes reach the browser before the connection drops.
    setTimeout(() => socket.resetAndDestroy(), 50)
  })

// ---------------------------------------------------------------------------------------------
// Assertions

/** The alert inside the (one) tab panel. */
export const panelAlert = (page: Page) => page.getByRole('tabpanel').getByRole('alert')

/**
 * The panel's status notes other than the summary strip (always there once a list shows) and the
 * screen reader's empty notice of a fresh list (list-refresh.tsx): the note that counts items
 * with unreadable values, when there are some.
 */
export const panelNote = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('status')
    .filter({ hasNotText: 'complete in all' })
    .filter({ hasText: /\S/ })

export const tab = (page: Page, which: Tab) => page.getByRole('tab', { name: TAB_NAME[which] })

/**
 * How long a failure that the app retries twice (1 s, then 2 s of real backoff) takes to show,
 * with slack for a loaded CI box (three attempts past 10 s there).
 */
export const RETRIED = { timeout: 30_000 }

/** The alert shows these exact title and message, and the buttons the app offers for it. */
export async function expectFailure(
  alert: Locator,
  {
    title,
    message,
    buttons,
    timeout,
  }: { title: string; message?: string | RegExp; buttons: string[]; timeout?: number },
) {
  await expect(alert.locator('p').first()).toHaveText(title, { timeout })
  if (message !== undefined) await expect(alert.locator('p').nth(1)).toHaveText(message)
  for (const name of ['Retry', 'Enter a token', 'Choose another game']) {
    await expect(
      alert.getByRole('button', { name, exact: true }),
      `"${name}" button ${buttons.includes(name) ? 'offered' : 'not offered'}`,
    ).toHaveCount(buttons.includes(name) ? 1 : 0)
  }
}

/** The `game`, `tab` and `sort` parameters of the page's URL. */
export function viewParams(page: Page) {
  const params = new URL(page.url()).searchParams
  return { game: params.get('game'), tab: params.get('tab'), sort: params.get('sort') }
}

export async function expectView(page: Page, game: string, which: Tab) {
  await expect.poll(() => viewParams(page)).toEqual({ game, tab: which, sort: FAULT_SORT.param })
}

/**
 * Switches from the failed tab to `other`: its table (with the URL's sort on its header) or its
 * empty state shows, with no alert anywhere, and the failed tab is marked in the tab list. Then
 * switches back: the URL holds the same game, tab and sort as before. The caller asserts what
 * the failed tab shows again (switching back asks for that list once more).
 */
export async function expectOtherTabWorks(
  page: Page,
  {
    game,
    failed,
    other = otherTabOf(failed),
    empty = false,
  }: { game: string; failed: Tab; other?: Tab; empty?: boolean },
) {
  await expectView(page, game, failed)
  await expect(tab(page, failed)).toContainText('failed to load')

  await tab(page, other).click()
  await expect(tab(page, other)).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  if (empty) {
    await expect(panel.getByText(EMPTY_TITLE[other], { exact: true })).toBeVisible()
  } else {
    const table = assetTable(page)
    await expect(table.locator('tbody tr').first()).toBeVisible()
    await expect(table.getByRole('columnheader', { name: FAULT_SORT.header })).toHaveAttribute(
      'aria-sort',
      FAULT_SORT.ariaSort,
    )
  }
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectView(page, game, other)

  await tab(page, failed).click()
  await expect(tab(page, failed)).toHaveAttribute('aria-selected', 'true')
  await expectView(page, game, failed)
}

/** A table that loaded keeps the URL's sort on its header. */
export async function expectSortedTable(page: Page) {
  await expect(
    assetTable(page).getByRole('columnheader', { name: FAULT_SORT.header }),
  ).toHaveAttribute('aria-sort', FAULT_SORT.ariaSort)
}

/** The data rows of the table (not the spacer rows of the virtual list). */
export const dataRows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')

/** The row whose name cell shows `name`. */
export const rowNamed = (page: Page, name: string) => dataRows(page).filter({ hasText: name })

/** The cell of `row` under the column `header` ("Size", "Created"). */
export async function cellOf(page: Page, row: Locator, header: string): Promise<Locator> {
  return row.locator('td').nth(await columnIndex(assetTable(page), header))
}

/**
 * The table keeps its layout whatever the names hold: every row is exactly as tall as the
 * tab's rows are, and neither the page nor the table scrolls sideways.
 */
export async function expectTableLayoutKept(page: Page, which: Tab, rowCount: number) {
  const rows = dataRows(page)
  await expect(rows).toHaveCount(rowCount)
  const heights = await rows.evaluateAll((elements) =>
    elements.map((row) => row.getBoundingClientRect().height),
  )
  expect(heights, 'row heights').toEqual(Array<number>(rowCount).fill(ROW_HEIGHT[which]))
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const region = document.querySelector('[role="tabpanel"] [role="region"]')
    return {
      page: root.scrollWidth - root.clientWidth,
      table: region ? region.scrollWidth - region.clientWidth : 0,
    }
  })
  expect(overflow, 'horizontal overflow in pixels').toEqual({ page: 0, table: 0 })
}
