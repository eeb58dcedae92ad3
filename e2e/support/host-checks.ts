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
  /** The builds list's path on the reference API (the game has as many sites and avatars). */
  path: `/cloud/games/${loadTestGameId(100_000)}${listKinds.builds.path}`,
  /** Each list's path: the panel reads all three, the open one first. */
  paths: Object.values(listKinds).map(
    ({ path }) => `/cloud/games/${loadTestGameId(100_000)}${path}`,
  ),
}

/** The reference API builds and compresses each list on its first request; once, up front. */
export async function warmLongList(request: APIRequestContext) {
  for (const path of LONG_LIST.paths) expect((await request.get(path)).ok()).toBe(true)
}

type LoadWatch = {
  observer: PerformanceObserver
  tasks: { start: number; duration: number }[]
  /** When a frame first showed a row, and then every list whole (page time, ms). */
  firstRows?: number
  whole?: number
}

/**
 * Records the page's long tasks (over 50 ms) from its first script on, and, frame by frame,
 * when the long list's first rows show and when the game's three lists are whole: each tab's
 * count without "…" and every row of the open one in the table (inside the panel's shadow root).
 * Watched in the page, not with Playwright's assertions, whose queries run on the page's main
 * thread in tasks of their own (and whose trace snapshots the page at each): call before `goto`.
 */
export async function recordLongTasks(page: Page) {
  const count = LONG_LIST.count
  const tabs = Object.values(listKinds).map(
    ({ label }) => `${label}${count.toLocaleString('en-US')}`,
  )
  await page.addInitScript(
    ({ count, tabs }) => {
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
      const frame = () => {
        const panel = roots(document).find((root) => root.querySelector('[role=tabpanel]'))
        if (watch.firstRows === undefined && panel?.querySelector('tbody tr[aria-rowindex]'))
          watch.firstRows = performance.now()
        const shown = [...(panel?.querySelectorAll('[role=tab]') ?? [])].map(
          (tab) => tab.textContent,
        )
        const rows = panel?.querySelector('[role=tabpanel] table')?.getAttribute('aria-rowcount')
        if (
          watch.firstRows !== undefined &&
          tabs.every((tab) => shown.includes(tab)) &&
          rows === String(count + 1)
        ) {
          watch.whole = performance.now()
          keep(observer.takeRecords())
          return
        }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { count, tabs },
  )
}

/** The page's long tasks, from navigation until its three lists were whole. */
export type WholeLoad = {
  /** The longest, in ms; 0 when none took over 50 ms. */
  longest: number
  /** The longest before the first rows showed: the console's and the panel's scripts starting. */
  beforeRows: number
  /** The longest from the first rows until every list was whole: the lists' loading. */
  afterRows: number
  /** When the first rows showed, and every list was whole, in ms from navigation. */
  firstRowsAt: number
  wholeAt: number
}

/**
 * The page's long tasks from navigation until its three long lists are whole (every tab's
 * count, and the open list's rows): the whole load an operator waits through.
 */
export async function longestTaskWhileLoading(page: Page): Promise<WholeLoad> {
  await page.waitForFunction(
    () => (window as unknown as { __loadWatch: LoadWatch }).__loadWatch.whole !== undefined,
    null,
    { timeout: 120_000, polling: 'raf' },
  )
  const load = await page.evaluate(() => {
    const {
      tasks,
      firstRows = 0,
      whole = Infinity,
    } = (window as unknown as { __loadWatch: LoadWatch }).__loadWatch
    const longestOf = (from: number, to: number) =>
      Math.max(
        0,
        ...tasks
          .filter(({ start }) => start >= from && start <= to)
          .map(({ duration }) => duration),
      )
    return {
      longest: longestOf(0, whole),
      beforeRows: longestOf(0, firstRows),
      afterRows: longestOf(firstRows, whole),
      firstRowsAt: firstRows,
      wholeAt: whole,
    }
  })
  await expect(page.getByRole('tab', { name: /Builds/ })).toHaveText(
    `Builds${LONG_LIST.count.toLocaleString('en-US')}`,
  )
  return load
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
  const load = await longestTaskWhileLoading(page)
  return { ...load, listRequests: await listRequestsOfPage(page), readOnPage }
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
 * The long lists' requests the page itself made (its resource timeline; a worker's requests are
 * in the worker's own): none when the list worker reads them, three when the page does.
 */
export async function listRequestsOfPage(page: Page): Promise<number> {
  return page.evaluate(
    (paths) =>
      performance
        .getEntriesByType('resource')
        .filter(({ name }) => paths.includes(new URL(name).pathname)).length,
    LONG_LIST.paths,
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
