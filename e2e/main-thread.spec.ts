import type { Page } from '@playwright/test'
import { expect, READ_ON_PAGE, test } from './support/fixtures'
import {
  LONG_LIST,
  listRequestsOfPage,
  longestTaskOn,
  NO_WORKERS,
  onePieceReadMs,
  warmLongList,
  withDocumentHeaders,
  WORKER_REFUSED,
  LONGEST_TASK_PER_PARSE,
  type WholeLoad,
} from './support/host-checks'
import { makeAngularHost, openAngularBuild } from './support/angular-host'
import { startNextHost } from './support/next-host'
import {
  HOST_VERSIONS,
  makePackageHost,
  makePlainHost,
  servePackageHost,
  type PackageHost,
} from './support/package-host'

/*
 * A console's main thread from navigation until a 100,000-item game's three lists are whole, in
 * each kind of console: the list worker fetches and reads them (the page never requests a list),
 * and the panel renders a longer list in a render React may interrupt, so no task holds the
 * console's page for long. Where the console's policy forbids workers, the panel reads them on
 * the page (it requests the lists itself), in parts: measured in the same run, for comparison.
 * The reference, measured in the same run too, is the time `JSON.parse` alone takes over the
 * builds' body on the page, the least a panel that read it in one piece would hold the page for.
 * The `main-thread` project runs this file after every other test, alone and without a trace, on
 * the hosts the other specs made (playwright.config.ts): what it times is the panel, not the rest
 * of the suite.
 */
// One RegExp: Playwright reads a two-element array whose second element is an object (a RegExp
// is one) as a fixture's [value, options], and the list would arrive as WORKER_REFUSED alone.
test.use({ allowedConsoleErrors: [new RegExp(`${WORKER_REFUSED.source}|${READ_ON_PAGE.source}`)] })

const ROUNDS = 3
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

/** Opens the console's page with the long list, its document answered with `headers`. */
type Open = (page: Page, headers: Record<string, string>) => Promise<void>
type Console = {
  name: string
  start: (apiOrigin: string) => Promise<{ open: Open; stop?: () => Promise<void> }>
}

const served =
  (host: PackageHost, folder?: string): Open =>
  async (page, headers) => {
    await servePackageHost(page, host, { folder, headers })
    await page.goto(`/package-host/index.html?game=${LONG_LIST.gameId}`)
  }

const consoles: Console[] = [
  {
    name: 'Vite + React',
    start: async () => ({ open: served(makePackageHost(HOST_VERSIONS.newest)) }),
  },
  { name: 'plain HTML', start: async () => ({ open: served(makePlainHost(), '.') }) },
  {
    name: 'Angular',
    start: async () => {
      const host = makeAngularHost()
      return { open: (page, headers) => openAngularBuild(page, host, LONG_LIST.gameId, headers) }
    },
  },
  {
    name: 'Next.js',
    start: async (apiOrigin) => {
      const host = await startNextHost(apiOrigin)
      const open: Open = async (page, headers) => {
        await withDocumentHeaders(page, headers)
        await page.goto(`${host.origin}/?game=${LONG_LIST.gameId}`)
      }
      return { open, stop: host.stop }
    },
  },
]

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000)
  await warmLongList(request)
})

for (const { name, start } of consoles) {
  test(`${name}: a 100,000-item game’s lists load off the console’s main thread; where workers are forbidden, on it`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(600_000)
    const { open, stop } = await start(new URL(baseURL ?? '').origin)
    try {
      const first = await longestTaskOn(page, (opened) => open(opened, {}))
      // The list worker, under the name the console's bundler gave it (Next.js renames it),
      // requested the list: the page did not.
      expect(page.workers().length).toBeGreaterThan(0)
      expect(first.listRequests).toBe(0)
      await page.close()
      /** The reference, in a page of its own on the reference API's origin, closed after. */
      const parse = async () => {
        const opened = await context.newPage()
        try {
          // Any page of that origin; the browser then asks for a favicon.ico it does not serve.
          await opened.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
          await opened.goto(new URL('/favicon.svg', baseURL).href)
          const ms = await onePieceReadMs(opened)
          expect(await listRequestsOfPage(opened)).toBe(1)
          return ms
        } finally {
          await opened.close()
        }
      }
      /** One load in a page of its own, closed after: no other page's list is on the CPU. */
      const measure = async (headers: Record<string, string>) => {
        const opened = await context.newPage()
        try {
          return await longestTaskOn(opened, (target) => open(target, headers))
        } finally {
          await opened.close()
        }
      }
      // Three of each and of the reference, taken in turns, and their medians: one load can
      // meet a busy moment, and the reference meets the same machine as the loads.
      const inWorker: WholeLoad[] = []
      const onPage: WholeLoad[] = []
      const parses: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const [worker, forbidden] = [await measure({}), await measure(NO_WORKERS)]
        expect(worker.listRequests, 'with the worker, the page requests no list').toBe(0)
        expect(forbidden.listRequests, 'with workers forbidden, the page reads all three').toBe(3)
        expect(worker.readOnPage).toEqual([])
        expect(forbidden.readOnPage, 'and says so, once, with the reason').toEqual([
          expect.stringContaining("a policy's worker-src"),
        ])
        inWorker.push(worker)
        onPage.push(forbidden)
        parses.push(await parse())
      }
      const of = (loads: WholeLoad[], part: keyof WholeLoad) => ({
        median: median(loads.map((load) => load[part])),
        all: loads.map((load) => Math.round(load[part])).join(', '),
      })
      const said = (loads: WholeLoad[]) =>
        `${of(loads, 'longest').median.toFixed(0)} ms (${of(loads, 'longest').all}; before the ` +
        `first rows ${of(loads, 'beforeRows').all}, after them ${of(loads, 'afterRows').all}; ` +
        `all whole at ${of(loads, 'wholeAt').all} ms)`
      const reference = median(parses)
      console.log(
        `${name}: the longest task from navigation until the three lists of 100,000 are whole, ` +
          `median of ${ROUNDS}: with the list worker ${said(inWorker)}; with workers forbidden, ` +
          `read on the page, ${said(onPage)}; JSON.parse of the builds' body: ` +
          `${reference.toFixed(0)} ms (${parses.map(Math.round).join(', ')})`,
      )
      // Before the first rows, the longest task is the console's and the panel's first render and
      // layout, read from the worker or not; from then on, it is the lists' loading.
      const [worker, onThePage] = [of(inWorker, 'afterRows'), of(onPage, 'afterRows')]
      expect(worker.median).toBeLessThanOrEqual(reference * LONGEST_TASK_PER_PARSE)
      expect(worker.median, 'the worker holds the page less than reading on it').toBeLessThan(
        onThePage.median,
      )
    } finally {
      await stop?.()
    }
  })
}
