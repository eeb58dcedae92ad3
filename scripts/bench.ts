/**
 * `npm run bench`: how the production build feels with 1,000, 10,000 and 100,000 builds, as a
 * ratio to a reference measured in the same run. Absolute times on these machines drift 3× from
 * one day to the next; a ratio to a page loaded in the same browser, against the same server,
 * alternately with the dashboard, does not.
 *
 * Two references, never shipped: a minimal page (scripts/bench-reference/: fetch, JSON.parse,
 * sort, render the rows in view, no framework), and a bare page on the dashboard's own stack
 * (scripts/bench-same-stack/: React Query, react-table's sorted row model, react-virtual, four
 * columns), built here with Vite: what the libraries cost, so the ratio to it is the dashboard's
 * own start-up work. Every page gets its list from the reference API on another origin (CORS,
 * gzip), as a deployed dashboard gets it from the game cloud. Each run is a fresh browser context
 * (a cold cache), then a second load in it (a warm HTTP cache).
 *
 * With 1,000 among the sizes, it also times the start page, every game at a glance (the reference
 * API's 30 games): its first row and its whole table filled, as ratios to the vanilla page's
 * first rows at 1,000 builds in the same run (bench-overview.ts).
 *
 *   npm run bench [-- --runs 5 --sizes 1000,10000,100000]   (add 1000000 for the scaling check)
 *   npm run bench -- --trace [--sizes 1000] [--trace-dir DIR]   where each page's first load
 *     spends its time (with --trace-dir, each trace is saved there for DevTools)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'
import { listKindNames, listKinds, type ListKind } from '../src/model/list-kinds.ts'
import { loadTestGameId } from '../server/data/load-test-game.ts'
import { SAMPLE_NOW } from '../server/data/sample-data.ts'
import { marksOf, timeSort, watchRows } from './bench-marks.ts'
import { launchChromium } from './chromium.ts'
import { freePort } from './free-port.ts'
import { measureStartupJavaScript } from './bundle-size.ts'
import { formatExactParsing, measureExactParsing } from './bench-json.ts'
import { formatTable, type Sample, type SizeResult } from './bench-report.ts'
import { formatTrace, traceFirstLoad } from './bench-trace.ts'
import { formatOverview, timeOverview } from './bench-overview.ts'

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

/** The list the benchmark opens and times. */
const KIND: ListKind = 'builds'
const REFERENCE_DIR = join(import.meta.dirname, 'bench-reference')
const SAME_STACK_DIR = join(import.meta.dirname, 'bench-same-stack')
/** A million builds take tens of seconds to arrive and parse on a 2-core machine. */
const LOAD_TIMEOUT_MS = Number(option('timeout', '300')) * 1000

const runs = Number(option('runs', '5'))
/** `--trace`: no timed runs; one traced first load of each page per size (bench-trace.ts). */
const tracing = process.argv.includes('--trace')
const traceDir = option('trace-dir', '')
const sizes = option('sizes', '1000,10000,100000').split(',').map(Number)

/**
 * Scrolls the table to its end and times it until the last row is painted; NaN when the last
 * row never shows within 10 s (as before the row window scaled a list taller than the browser
 * lays out: 1,000,000 rows of 41 px are past Chromium's ~33 million px).
 */
async function timeJumpToBottom(page: Page, count: number): Promise<number> {
  return page.evaluate(async (lastIndex) => {
    const region = document.querySelector('[role="region"]') as HTMLElement
    const lastRow = `tbody tr[aria-rowindex="${lastIndex}"]`
    const start = performance.now()
    region.scrollTop = region.scrollHeight
    while (!document.querySelector(lastRow)) {
      if (performance.now() - start > 10_000) return NaN
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return performance.now() - start
  }, count + 1)
}

async function heapAfterLoad(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize / 1e6
}

/**
 * When each step of the first load ended, in ms from navigation start: the list's request
 * (Resource Timing: the reference API sends Timing-Allow-Origin), the page's User Timing marks
 * and measures (the dashboard's `app: …` marks and its list's body / JSON.parse / validate; the
 * reference's `body` and `parsed`), and the first contentful paint.
 */
async function timeline(page: Page): Promise<Record<string, number>> {
  return page.evaluate((path) => {
    const steps: Record<string, number> = {}
    const request = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith(path)) as PerformanceResourceTiming | undefined
    if (request) {
      steps['request start'] = request.startTime
      steps['first byte'] = request.responseStart
      steps['last byte'] = request.responseEnd
    }
    for (const entry of performance.getEntriesByType('mark')) steps[entry.name] = entry.startTime
    for (const entry of performance.getEntriesByType('measure')) {
      if (!entry.name.includes(path)) continue
      steps[`${entry.name.split(': ').at(-1) ?? entry.name} done`] =
        entry.startTime + entry.duration
    }
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    if (paint) steps['first paint'] = paint.startTime
    return steps
  }, listKinds[KIND].path)
}

/** A page the benchmark loads: the dashboard, or the reference it is measured against. */
type PageUnderTest = {
  /** What the trace's report calls it. */
  title: string
  url: (count: number) => string
  /** Readies the page's context before each load. */
  prepare?: (page: Page, count: number) => Promise<void>
  /** Resolves once everything the page loads after its first rows is in. */
  settled: (page: Page, count: number) => Promise<void>
}

/** One first load of `under`, traced: its steps until the first 10 rows, and the busy time. */
async function traceOnce(browser: Browser, under: PageUnderTest, count: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await under.prepare?.(page, count)
    await page.addInitScript(watchRows, count + 1)
    return await traceFirstLoad(
      page,
      under.url(count),
      listKinds[KIND].path,
      async () => (await marksOf(page, LOAD_TIMEOUT_MS)).firstRows,
      traceDir && join(traceDir, `${count}-${under.title.replace(/\W+/g, '-')}.json`),
    )
  } finally {
    await context.close()
  }
}

async function runOnce(browser: Browser, under: PageUnderTest, count: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await under.prepare?.(page, count)
    await page.addInitScript(watchRows, count + 1)
    await page.goto(under.url(count))
    const { firstRows, allRows } = await marksOf(page, LOAD_TIMEOUT_MS)
    // "After load": the figures below include all the work a game of this size costs.
    await under.settled(page, count)
    const heap = await heapAfterLoad(page)
    const parts = await timeline(page)
    const sortSize = await timeSort(page, 'Size')
    const sortName = await timeSort(page, 'Name')
    const jumpToBottom = await timeJumpToBottom(page, count)
    // The same page again in the same context: scripts from the HTTP cache, the list anew
    // (the API answers with no-store).
    await page.goto(under.url(count))
    const repeatVisit = (await marksOf(page, LOAD_TIMEOUT_MS)).firstRows
    return { firstRows, allRows, sortSize, sortName, jumpToBottom, repeatVisit, heap, parts }
  } finally {
    await context.close()
  }
}

/**
 * How long storing a whole list holds the page (issue 37: never more than 50 ms at a time): the
 * dashboard opened on `count` builds alone (the other tabs' lists held back), and the page's
 * longest task (Long Tasks API) from the whole list shown until the list worker has stored it
 * (its head is in IndexedDB, src/api/stored-lists/list-store.ts); against `JSON.parse` of the
 * same body on the same page, the fixed piece of work the main-thread check measures against
 * too (median of 3).
 */
async function measureStoring(
  browser: Browser,
  url: string,
  listUrl: (kind: ListKind) => string,
  count: number,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    for (const kind of listKindNames) {
      if (kind !== KIND) await page.route(listUrl(kind), () => undefined)
    }
    await page.addInitScript(() => {
      const held = { longest: 0 }
      ;(window as unknown as { __held: typeof held }).__held = held
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) held.longest = Math.max(held.longest, entry.duration)
      }).observe({ type: 'longtask' })
    })
    await page.goto(url)
    // The whole list shown (its rows and the header row), not its first part: what comes after
    // is the store's, not the list's arriving.
    await page.waitForSelector(`table[aria-rowcount="${count + 1}"]`, { timeout: LOAD_TIMEOUT_MS })
    await page.evaluate(
      () => ((window as unknown as { __held: { longest: number } }).__held.longest = 0),
    )
    const started = Date.now()
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('game-assets')
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('stored-lists')) return resolve(false)
            const keys = db.transaction('stored-lists').objectStore('stored-lists').getAllKeys()
            keys.onsuccess = () => resolve(keys.result.some((key) => typeof key === 'string'))
          }
        }),
      null,
      { timeout: LOAD_TIMEOUT_MS, polling: 100 },
    )
    const writeMs = Date.now() - started
    return await page.evaluate(
      async ({ list, writeMs }) => {
        const body = await (await fetch(list)).text()
        const parses = [0, 1, 2].map(() => {
          const parseStarted = performance.now()
          JSON.parse(body)
          return performance.now() - parseStarted
        })
        return {
          name: 'in the list worker',
          writeMs,
          longestStepMs: (window as unknown as { __held: { longest: number } }).__held.longest,
          parseMs: parses.sort((a, b) => a - b)[1] as number,
        }
      },
      { list: listUrl(KIND), writeMs },
    )
  } finally {
    await context.close()
  }
}

/**
 * Builds the same-stack reference as a console's Vite + React build would, into `outDir`, its
 * files side by side (what serveFolder serves); none of the project's own configuration.
 */
async function buildSameStack(outDir: string) {
  await build({
    configFile: false,
    root: SAME_STACK_DIR,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, assetsDir: '' },
  })
}

/** Serves a folder's files: a reference page, never part of the dashboard's build. */
function serveFolder(folder: string): Server {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
  }
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const name = path === '/' ? 'index.html' : path.slice(1)
    if (!/^[\w-]+\.(html|js|css)$/.test(name)) {
      res.writeHead(404).end()
      return
    }
    // As the dashboard's preview serves its hashed assets: a repeat visit takes the script from
    // the cache, and revalidates the page.
    const cacheControl = name.endsWith('.js') ? 'public, max-age=31536000, immutable' : 'no-cache'
    readFile(join(folder, name)).then(
      (body) =>
        res
          .writeHead(200, {
            'content-type': types[extname(name)] ?? '',
            'cache-control': cacheControl,
          })
          .end(body),
      () => res.writeHead(404).end(),
    )
  })
}

/** Listens on a free loopback port; resolves to the server's origin. */
async function listen(server: Server, host: string): Promise<string> {
  const port = await freePort()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return `http://${host}:${port}`
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })

/**
 * The reference API (`npm run api`) in a process of its own: building a big list takes its
 * event loop for seconds, which must not hold up this process's driving of the browser.
 */
async function startApi(): Promise<{ api: ChildProcess; apiOrigin: string }> {
  const port = await freePort()
  const api = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Its avatar urls on the origin the pages reach it by; its clock pinned, so a new minute
    // never makes a measured run wait for a list made again.
    env: {
      ...process.env,
      PORT: String(port),
      REFERENCE_TOKEN: '',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      REFERENCE_NOW: SAMPLE_NOW,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    api.once('exit', (code) => reject(new Error(`The reference API exited (${code}).`)))
    api.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve()
    })
  })
  return { api, apiOrigin: `http://127.0.0.1:${port}` }
}

async function main() {
  // The API on an origin of its own (127.0.0.1, while both pages are on localhost).
  const { api, apiOrigin } = await startApi()
  const reference = serveFolder(REFERENCE_DIR)
  const referenceOrigin = await listen(reference, 'localhost')
  const sameStackDir = await mkdtemp(join(tmpdir(), 'game-assets-bench-same-stack-'))
  await buildSameStack(sameStackDir)
  const sameStackServer = serveFolder(sameStackDir)
  const sameStackOrigin = await listen(sameStackServer, 'localhost')

  console.log('Building the production bundle…')
  // The dashboard asks that origin (config.json), and its CSP lets it.
  process.env.CSP_API_ORIGINS = apiOrigin
  // Into a folder of its own: dist/ keeps the config `npm run preview` expects.
  const outDir = await mkdtemp(join(tmpdir(), 'game-assets-bench-'))
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  await writeFile(join(outDir, 'config.json'), JSON.stringify({ apiBaseUrl: apiOrigin }))
  const startup = measureStartupJavaScript(outDir)
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: await freePort(), strictPort: true },
  })
  const dashboardOrigin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
  const listUrl = (count: number, kind: ListKind = KIND) =>
    `${apiOrigin}/cloud/games/${loadTestGameId(count)}${listKinds[kind].path}`

  const dashboard: PageUnderTest = {
    title: 'the dashboard',
    url: (count) => `${dashboardOrigin}/?game=${loadTestGameId(count)}&tab=${KIND}`,
    // The other two tabs' lists load once the open one is whole and the page is idle. Beyond
    // 100,000 that is minutes of work (each list is as long as the open one), so the figures
    // after load are taken with the open tab's list alone: the others are held unanswered.
    // (Until 2026-11-26 they were not, and the heap was taken while they began to arrive
    // sooner or later: 291 MB at the last row known, 435 MB three seconds after, in one load.)
    prepare: async (page, count) => {
      if (count <= 100_000) return
      for (const kind of listKindNames) {
        if (kind !== KIND) await page.route(listUrl(count, kind), () => undefined)
      }
    },
    settled: async (page, count) => {
      if (count > 100_000) return
      // Every tab's count whole: while a list arrives its tab shows the count so far and "…"
      // (src/features/lists/tab-count.tsx), and the heap, or a sort, would be taken mid-load.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[role="tab"]')].every((tab) => {
            const text = tab.textContent ?? ''
            return /\d/.test(text) && !text.includes('…')
          }),
        null,
        { timeout: LOAD_TIMEOUT_MS },
      )
    },
  }
  const minimal: PageUnderTest = {
    title: 'the vanilla reference',
    url: (count) => `${referenceOrigin}/?list=${encodeURIComponent(listUrl(count))}`,
    settled: async () => undefined,
  }
  const sameStack: PageUnderTest = {
    title: 'the same-stack reference',
    url: (count) => `${sameStackOrigin}/?list=${encodeURIComponent(listUrl(count))}`,
    settled: async () => undefined,
  }
  const pages = { dashboard, reference: minimal, sameStack } satisfies Record<
    keyof SizeResult,
    PageUnderTest
  >
  const names = Object.keys(pages) as (keyof SizeResult)[]

  const browser = await launchChromium()
  try {
    const results = new Map<number, SizeResult>()
    for (const count of sizes) {
      // The API builds each list on first request, in one go: for a million items that holds its
      // event loop for seconds, so the dashboard's other tabs would time out. Built now, once.
      for (const kind of listKindNames)
        await fetch(listUrl(count, kind)).then((r) => r.arrayBuffer())
      // One unmeasured run of each, so the server has generated and compressed the list already.
      for (const name of names) await runOnce(browser, pages[name], count)
      if (tracing) {
        for (const name of names) {
          const trace = await traceOnce(browser, pages[name], count)
          const title = `${count.toLocaleString('en-US')} builds, ${pages[name].title}`
          console.log(`\n${formatTrace(title, trace)}`)
        }
        continue
      }
      const result: SizeResult = { dashboard: [], reference: [], sameStack: [] }
      for (let run = 0; run < runs; run++) {
        // In turns, each page first in its turn, so that no page always follows the same one.
        const order = names.map((_, index) => names[(index + run) % names.length]!)
        for (const name of order) result[name].push(await runOnce(browser, pages[name], count))
      }
      results.set(count, result)
      console.log(
        `  ${count.toLocaleString('en-US')} ${listKinds[KIND].plural}: ${runs} runs of each page done`,
      )
    }
    if (tracing) return
    console.log()
    console.log(formatTable(results, startup, runs))
    const atThousand = results.get(1000)
    if (atThousand) {
      const overview = await timeOverview(browser, `${dashboardOrigin}/`, runs, LOAD_TIMEOUT_MS)
      console.log()
      console.log(
        formatOverview(
          overview,
          atThousand.reference.map((sample) => sample.firstRows),
        ),
      )
    }
    const storingAt = Math.min(Math.max(...sizes), 100_000)
    const storing = await measureStoring(
      browser,
      dashboard.url(storingAt),
      (kind) => listUrl(storingAt, kind),
      storingAt,
    )
    console.log()
    console.log(
      `Storing ${storingAt.toLocaleString('en-US')} builds on the device (${storing.name}): ` +
        `${storing.writeMs.toFixed(0)} ms in all, the page held at most ` +
        `${storing.longestStepMs.toFixed(0)} ms at a time (its longest task meanwhile) ${storing.longestStepMs <= 50 ? '✓' : '✗'} ≤ 50; ` +
        `JSON.parse of the body on the page ${storing.parseMs.toFixed(0)} ms`,
    )
    console.log()
    console.log(formatExactParsing(measureExactParsing()))
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await rm(outDir, { recursive: true, force: true })
    await rm(sameStackDir, { recursive: true, force: true })
    api.kill()
    await close(reference)
    await close(sameStackServer)
  }
}

await main()
