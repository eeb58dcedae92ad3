/**
 * `npm run bench`: how the production build feels with 1,000, 10,000 and 100,000 builds.
 * Builds the bundle, serves it with the reference API (vite preview), drives headless Chromium
 * and prints a Markdown table of medians with min–max over the runs. Each run is a fresh browser
 * context (cold cache), like an operator opening a link.
 *
 *   npm run bench [-- --runs 5 --sizes 1000,10000,100000]
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { build, preview } from 'vite'
import { listKinds, type ListKind } from '../src/api/list-kinds.ts'
import { loadTestGameId } from '../server/data/load-test-game.ts'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts'
import { measureStartupJavaScript } from './bundle-size.ts'
import { formatExactParsing, measureExactParsing } from './bench-json.ts'
import { formatTable, type Sample } from './bench-report.ts'

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

/** The list the benchmark opens and times. */
const KIND: ListKind = 'builds'

const runs = Number(option('runs', '5'))
const sizes = option('sizes', '1000,10000,100000').split(',').map(Number)

/** Installed before the page's own scripts: notes when the first 10 rows are on screen. */
type BenchWindow = { __bench: { firstRows?: number } }

function watchFirstRows() {
  const marks: BenchWindow['__bench'] = {}
  ;(window as unknown as BenchWindow).__bench = marks
  const observer = new MutationObserver(() => {
    // The 10th row of the list is the table's 11th (the header row is the first).
    if (!document.querySelector('tbody tr[aria-rowindex="11"]')) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (marks.firstRows = performance.now()), 0))
  })
  observer.observe(document, { childList: true, subtree: true })
}

/** Clicks a column header and times it until the re-sorted rows are painted. */
async function timeSort(page: Page, header: string): Promise<number> {
  return page.evaluate(async (name) => {
    const button = [...document.querySelectorAll('thead button')].find(
      (element) => element.textContent?.trim() === name,
    ) as HTMLButtonElement
    const body = document.querySelector('tbody') as HTMLElement
    const changed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => (observer.disconnect(), resolve()))
      observer.observe(body, { childList: true, subtree: true, characterData: true })
    })
    const start = performance.now()
    button.click()
    await changed
    // The frame after the change has been painted once a task queued in its rAF runs.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return performance.now() - start
  }, header)
}

/** Scrolls the table to its end and times it until the last row is painted. */
async function timeJumpToBottom(page: Page, count: number): Promise<number> {
  return page.evaluate(async (lastIndex) => {
    const region = document.querySelector('[role="region"]') as HTMLElement
    const lastRow = `tbody tr[aria-rowindex="${lastIndex}"]`
    const start = performance.now()
    region.scrollTop = region.scrollHeight
    while (!document.querySelector(lastRow)) {
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

/** Where the list's time went, from the app's User Timing entries and Resource Timing. */
async function breakdown(page: Page): Promise<Record<string, number>> {
  return page.evaluate((path) => {
    const parts: Record<string, number> = {}
    for (const entry of performance.getEntriesByType('measure')) {
      if (!entry.name.includes(path)) continue
      const step = entry.name.split(': ').at(-1) ?? entry.name
      parts[step] = entry.duration
    }
    const request = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith(path)) as PerformanceResourceTiming | undefined
    if (request) {
      parts['request start'] = request.requestStart
      parts['download'] = request.responseEnd - request.requestStart
    }
    return parts
  }, listKinds[KIND].path)
}

async function runOnce(browser: Browser, baseUrl: string, count: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(watchFirstRows)
  await page.goto(`${baseUrl}/?game=${loadTestGameId(count)}&tab=${KIND}`)
  await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.firstRows, null, {
    timeout: 60_000,
  })
  const firstRows = await page.evaluate(
    () => (window as unknown as BenchWindow).__bench.firstRows ?? NaN,
  )
  // "After load": every tab's list is in (the other two load once the first rows are painted
  // and the page is idle), so the figures below include all the work a game of this size costs.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="tab"]')].every((tab) =>
        /\d/.test(tab.textContent ?? ''),
      ),
    null,
    { timeout: 60_000 },
  )
  const heap = await heapAfterLoad(page)
  const parts = await breakdown(page)
  const sortSize = await timeSort(page, 'Size')
  const sortName = await timeSort(page, 'Name')
  const jumpToBottom = await timeJumpToBottom(page, count)
  await context.close()
  return { firstRows, sortSize, sortName, jumpToBottom, heap, parts }
}

async function main() {
  console.log('Building the production bundle…')
  await build({ logLevel: 'warn' })
  const startup = measureStartupJavaScript('dist')
  const server = await preview({ logLevel: 'warn', preview: { port: 4190, strictPort: false } })
  const baseUrl = (server.resolvedUrls?.local[0] ?? 'http://localhost:4190/').replace(/\/$/, '')
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const results = new Map<number, Sample[]>()
    for (const count of sizes) {
      // One unmeasured run, so the server has generated and compressed the list already.
      await runOnce(browser, baseUrl, count)
      const samples: Sample[] = []
      for (let run = 0; run < runs; run++) samples.push(await runOnce(browser, baseUrl, count))
      results.set(count, samples)
      console.log(`  ${count.toLocaleString('en-US')} ${listKinds[KIND].plural}: ${runs} runs done`)
    }
    console.log()
    console.log(formatTable(results, startup, runs))
    console.log()
    console.log(formatExactParsing(measureExactParsing()))
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  }
}

await main()
