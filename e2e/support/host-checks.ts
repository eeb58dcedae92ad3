import type { APIRequestContext, Page, Worker } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadTestGameId } from '../../server/data/load-test-game'
import { listKinds } from '../../src/model/list-kinds'
import { expect, READ_ON_PAGE } from './fixtures'
import { root } from './package-host'

/*
 * What every console host is checked for, whatever its framework: rows, the list worker, the
 * longest task while a long list loads, and the start-up kB its docs state.
 */

export const hostRows = (page: Page) =>
  page.getByRole('tabpanel').getByRole('table').locator('tbody tr[aria-rowindex]')

/** The panel with its picker on Space Raiders: its rows, and another tab's after a switch. */
export async function expectPanelWithPicker(page: Page) {
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
  await expect(hostRows(page).first()).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Game' })).toBeVisible()
  const sites = page.getByRole('tab', { name: /CDN sites/ })
  await sites.click()
  await expect(sites).toHaveAttribute('aria-selected', 'true')
  await expect(hostRows(page).first()).toBeVisible()
}

/** Workers the page starts from now on; `listWorkers()` are those reading lists. */
export function watchWorkers(page: Page) {
  const workers: Worker[] = []
  page.on('worker', (worker) => workers.push(worker))
  return { listWorkers: () => workers.filter((worker) => /list[-_]?worker/i.test(worker.url())) }
}

/** The long list the longest-task check loads; the reference API builds it once per run. */
export const LONG_LIST = {
  count: 100_000,
  gameId: loadTestGameId(100_000),
  /** The list's path on the reference API. */
  path: `/cloud/games/${loadTestGameId(100_000)}${listKinds.builds.path}`,
}

export async function warmLongList(request: APIRequestContext) {
  const response = await request.get(LONG_LIST.path)
  expect(response.ok()).toBe(true)
}

type LoadWatch = {
  observer: PerformanceObserver
  tasks: { start: number; duration: number }[]
  /** When a frame first showed a row, and then the whole list (page time, ms). */
  firstRows?: number
  whole?: number
}

/**
 * Records the page's long tasks (over 50 ms) from its first script on, and, frame by frame,
 * when the long list's first rows show and when it is whole: the Builds tab's count without "…"
 * and every row in the table (inside the panel's shadow root). Watched in the page, not with
 * Playwright's assertions, whose queries run on the page's main thread in tasks of their own
 * (and whose trace snapshots the page at each): call before `goto`.
 */
export async function recordLongTasks(page: Page) {
  await page.addInitScript((count) => {
    const tasks: LoadWatch['tasks'] = []
    const keep = (entries: PerformanceEntryList) => {
      for (const { startTime, duration } of entries) tasks.push({ start: startTime, duration })
    }
    const observer = new PerformanceObserver((list) => keep(list.getEntries()))
    observer.observe({ type: 'longtask', buffered: true })
    const watch: LoadWatch = { observer, tasks }
    Object.assign(window, { __loadWatch: watch })
    const roots = (root: Document | ShadowRoot): (Document | ShadowRoot)[] => [
      root,
      ...[...root.querySelectorAll('*')].flatMap((element) =>
        element.shadowRoot ? roots(element.shadowRoot) : [],
      ),
    ]
    const whole = `Builds${count.toLocaleString('en-US')}`
    const frame = () => {
      const panel = roots(document).find((root) => root.querySelector('[role=tabpanel]'))
      if (watch.firstRows === undefined && panel?.querySelector('tbody tr[aria-rowindex]'))
        watch.firstRows = performance.now()
      const tab = panel?.querySelector('[role=tab]')?.textContent
      const rows = panel?.querySelector('[role=tabpanel] table')?.getAttribute('aria-rowcount')
      if (watch.firstRows !== undefined && tab === whole && rows === String(count + 1)) {
        watch.whole = performance.now()
        keep(observer.takeRecords())
        return
      }
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, LONG_LIST.count)
}

/**
 * The longest task on the page's main thread that began between the frame that first showed
 * the long list's rows and the one that showed it whole, in ms; 0 when none took over 50 ms.
 * The panel's first render, before any row, is not the list's loading, and what the panel does
 * once the list is whole is not either.
 */
export async function longestTaskWhileLoading(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __loadWatch: LoadWatch }).__loadWatch.whole !== undefined,
    null,
    { timeout: 60_000, polling: 'raf' },
  )
  const longest = await page.evaluate(() => {
    const {
      tasks,
      firstRows = 0,
      whole = Infinity,
    } = (window as unknown as { __loadWatch: LoadWatch }).__loadWatch
    const during = tasks.filter(({ start }) => start >= firstRows && start <= whole)
    return Math.max(0, ...during.map(({ duration }) => duration))
  })
  await expect(page.getByRole('tab', { name: /Builds/ })).toHaveText(
    `Builds${LONG_LIST.count.toLocaleString('en-US')}`,
  )
  return longest
}

/**
 * A console's policy that forbids workers: the panel then reads lists on the console's page, as
 * it did before it had a worker. The browser says so in the console, in its words, and the panel
 * in its own (READ_ON_PAGE), once.
 */
export const NO_WORKERS = { 'content-security-policy': "worker-src 'none'" }
export const WORKER_REFUSED =
  /Refused to create a worker|violates the following Content Security Policy directive: "worker-src 'none'"/

/**
 * The longest task while the long list loads (`longestTaskWhileLoading`) on a page opened with
 * `open`, which sets up its routes and goes to the console's page.
 */
export async function longestTaskOn(page: Page, open: (page: Page) => Promise<unknown>) {
  // The panel's warnings that it reads lists on the page (READ_ON_PAGE).
  const readOnPage: string[] = []
  page.on('console', (message) => {
    if (READ_ON_PAGE.test(message.text())) readOnPage.push(message.text())
  })
  await recordLongTasks(page)
  await open(page)
  const longest = await longestTaskWhileLoading(page)
  return { longest, listRequests: await listRequestsOfPage(page), readOnPage }
}

/**
 * The longest task while the list loads, with the list worker, is at most this many times the
 * time `JSON.parse` alone takes over the same list's body (`onePieceReadMs`), measured in the
 * same run: a time in ms alone would say more about how busy the machine is than about the panel
 * (docs/performance.md has the figures of a quiet machine). A panel that read the list in one
 * piece (its parse, then checking each item and building the rows) would hold the page longer.
 */
export const LONGEST_TASK_PER_PARSE = 2

/**
 * The time the page takes to `JSON.parse` the long list's body, the least a panel that read it
 * in one piece would hold the console's page for: the body fetched once into `page` (any page
 * of the reference API's origin), then parsed three times; the median, in ms.
 */
export async function onePieceReadMs(page: Page): Promise<number> {
  return page.evaluate(async (path) => {
    const text = await (await fetch(path)).text()
    const times = [0, 1, 2].map(() => {
      const start = performance.now()
      JSON.parse(text)
      return performance.now() - start
    })
    return times.sort((a, b) => a - b)[1] ?? 0
  }, LONG_LIST.path)
}

/**
 * The long list's requests the page itself made (its resource timeline; a worker's requests are
 * in the worker's own): none when the list worker reads it, one when the page does.
 */
export async function listRequestsOfPage(page: Page): Promise<number> {
  return page.evaluate(
    (path) =>
      performance.getEntriesByType('resource').filter(({ name }) => new URL(name).pathname === path)
        .length,
    LONG_LIST.path,
  )
}

/** How far, in kB, a host's measured start-up may be from the figure docs/embedding.md states. */
export const DOCUMENTED_KB_TOLERANCE = 1

/**
 * The kB that docs/embedding.md states for a host, marked `<!-- kB:key -->` after the figure:
 * a measured figure further than DOCUMENTED_KB_TOLERANCE from it fails, so the docs cannot go
 * stale.
 */
export function expectDocumentedKb(key: string, measured: number) {
  const docs = readFileSync(join(root, 'docs/embedding.md'), 'utf8')
  const stated = new RegExp(`([\\d.]+) kB\\s*<!-- kB:${key} -->`).exec(docs)?.[1]
  expect(
    stated,
    `docs/embedding.md states ${measured.toFixed(1)} kB <!-- kB:${key} -->`,
  ).toBeDefined()
  expect(
    Math.abs(Number(stated) - measured),
    `docs/embedding.md says ${stated} kB for ${key}; measured ${measured.toFixed(1)} kB`,
  ).toBeLessThanOrEqual(DOCUMENTED_KB_TOLERANCE)
}

/** Answers the console's page (its HTML document) with these headers too: a policy, say. */
export async function withDocumentHeaders(page: Page, headers: Record<string, string>) {
  await page.route(
    (url) =>
      !/\.(js|css|json|svg|png|ico)$/.test(url.pathname) && !url.pathname.startsWith('/cloud/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      return route.fulfill({ response, headers: { ...response.headers(), ...headers } })
    },
  )
}
