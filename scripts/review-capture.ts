import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { listKindNames, listKinds, type ListKind } from '../src/model/list-kinds.ts'
import {
  contentBottom,
  probeRowsInView,
  probeSettled,
  probeView,
  rowsRendered,
  scrollTable,
  type TableMetrics,
} from './review-probe.ts'
import { checkShownRows, pageFileName, splitPages } from './review-pages.ts'
import { parseSummary, type TabTotals } from './review-totals.ts'

export type Theme = 'light' | 'dark'
/** The app's tabs, in their order: the kind's name (its `?tab=` value) and its tab's label. */
export const TABS = listKindNames.map((id) => ({ id, label: listKinds[id].label }))
export type TabId = ListKind

/** One PNG: rows `firstRow` to `lastRow` of the list, counted from 1 (0 and 0 for none). */
export type CapturedPage = {
  file: string
  firstRow: number
  lastRow: number
  width: number
  height: number
}

export type TabCapture = {
  state: 'list' | 'empty' | 'failed'
  heading: string
  failure: { title: string; detail: string } | undefined
  totals: TabTotals | undefined
  /** Items counted from the table's `aria-rowcount`, 0 without a table. */
  rowCount: number
  pages: CapturedPage[]
  /** What does not add up (rows skipped or repeated, counts that disagree). */
  problems: string[]
}

const WIDTH = 1280
const HEIGHT = 900
const SETTLE_MS = 180_000

/** Resolves once no request of the page has been open for `quietMs` (or after SETTLE_MS). */
function trackNetwork(page: Page) {
  let open = 0
  let changedAt = Date.now()
  const change = (delta: number) => ((open += delta), (changedAt = Date.now()))
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return async (quietMs = 500) => {
    const deadline = Date.now() + SETTLE_MS
    while ((open > 0 || Date.now() - changedAt < quietMs) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

async function settle(page: Page, networkQuiet: (quietMs?: number) => Promise<void>) {
  // Settled twice around a quiet network: a late answer (the games list naming the game in
  // the heading) may change the page after it first looked done.
  do {
    await page.waitForFunction(probeSettled, null, { timeout: SETTLE_MS, polling: 100 })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await networkQuiet()
  } while (!(await page.evaluate(probeSettled)))
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))

/** Resizes the window until the table's scroll container shows exactly `rows` rows. */
async function fitRows(page: Page, table: TableMetrics, rows: number) {
  // Grows or shrinks the window by what the container lacks: it takes every pixel the page
  // gains, since the page fills the window exactly (h-dvh) and the table scrolls inside it.
  let height = page.viewportSize()?.height ?? HEIGHT
  let clientHeight = (await page.evaluate(probeView)).table?.clientHeight ?? table.clientHeight
  const wanted = Math.round(table.headHeight + rows * table.rowHeight)
  for (let attempt = 0; attempt < 4 && clientHeight !== wanted; attempt++) {
    height = Math.max(200, height + wanted - clientHeight)
    await page.setViewportSize({ width: WIDTH, height })
    await nextFrame(page)
    clientHeight = (await page.evaluate(probeView)).table?.clientHeight ?? wanted
  }
}

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

/** The first PNG shows the page down to the game's card; later ones the table alone. */
async function shoot(page: Page, path: string, first: boolean) {
  const options = { path, animations: 'disabled', caret: 'hide' } as const
  if (first) {
    const height = await page.evaluate(contentBottom)
    return pngSize(
      await page.screenshot({ ...options, clip: { x: 0, y: 0, width: WIDTH, height } }),
    )
  }
  const region = page.getByRole('tabpanel').getByRole('region', { name: /\(scrollable\)$/ })
  return pngSize(await region.screenshot(options))
}

export type CaptureRequest = {
  context: BrowserContext
  url: string
  asof: string
  tab: TabId
  theme: Theme
  outDir: string
}

/** Opens one tab in one theme and writes its PNGs, every row of the list across them. */
export async function captureTab({ context, url, asof, tab, theme, outDir }: CaptureRequest) {
  const page = await context.newPage()
  await page.setViewportSize({ width: WIDTH, height: HEIGHT })
  await page.clock.setFixedTime(new Date(asof))
  const networkQuiet = trackNetwork(page)
  try {
    await page.goto(url)
    await settle(page, networkQuiet)
    const view = await page.evaluate(probeView)
    const rowCount = view.table?.rowCount ?? 0
    const totals = view.facts.length > 0 ? parseSummary(view.facts) : undefined
    const capture: TabCapture = {
      state: view.failure && !view.table ? 'failed' : view.table ? 'list' : 'empty',
      heading: view.heading,
      failure: view.failure,
      totals,
      rowCount,
      pages: [],
      problems: [],
    }
    const shown: number[][] = []
    for (const [index, range] of splitPages(rowCount).entries()) {
      const file = pageFileName(tab, theme, index)
      if (view.table && range.count > 0) {
        await fitRows(page, view.table, range.count)
        await page.evaluate(scrollTable, range.start * view.table.rowHeight)
        const rows: [number, number] = [range.start + 2, range.start + range.count + 1]
        await page.waitForFunction(rowsRendered, rows, { timeout: SETTLE_MS, polling: 100 })
        await settle(page, networkQuiet)
        shown.push(await page.evaluate(probeRowsInView))
      }
      const size = await shoot(page, join(outDir, file), index === 0)
      const firstRow = range.count > 0 ? range.start + 1 : 0
      capture.pages.push({ file, firstRow, lastRow: range.start + range.count, ...size })
    }
    const rowProblem = view.table ? checkShownRows(shown, rowCount) : undefined
    if (rowProblem) capture.problems.push(`Rows: ${rowProblem}.`)
    if (totals?.items !== undefined && totals.items !== rowCount) {
      capture.problems.push(
        `The summary says ${totals.items} items, but the table has ${rowCount} rows (aria-rowcount).`,
      )
    }
    return capture
  } finally {
    await page.close()
  }
}

/** The start page's overview in one theme: its PNG, how many games it shows, what is amiss. */
export type OverviewCapture = {
  file: string
  width: number
  height: number
  games: number
  problems: string[]
}

/** Whether every game's row is filled: the overview says nothing is still arriving. */
const overviewFilled = () => {
  const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'All games')
  const status = heading?.parentElement?.querySelector('[role="status"]')?.textContent ?? ''
  return status !== '' && !/still arriving|Listing your games/.test(status)
}

/** How much taller the overview's table is than the room it has (it scrolls inside the page). */
const overviewOverflow = () => {
  const table = document.querySelector('[role="region"][aria-label="Every game\'s lists"]')
  return table ? table.scrollHeight - table.clientHeight : 0
}

/**
 * Opens the start page (every game at a glance) in one theme and writes one PNG of the whole
 * page once every game's lists have come (or failed), `overview-<theme>.png`.
 */
export async function captureOverview({
  context,
  url,
  asof,
  theme,
  outDir,
}: Omit<CaptureRequest, 'tab'>): Promise<OverviewCapture> {
  const page = await context.newPage()
  await page.setViewportSize({ width: WIDTH, height: HEIGHT })
  await page.clock.setFixedTime(new Date(asof))
  const problems: string[] = []
  try {
    await page.goto(url)
    const filled = await page
      .waitForFunction(overviewFilled, null, { timeout: SETTLE_MS, polling: 250 })
      .then(() => true)
      .catch(() => false)
    if (!filled) problems.push('Some games were still arriving when the overview was captured.')
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    // The page fills the window and the table scrolls inside it: the window grows by what the
    // table lacks, until every game's row shows.
    for (let attempt = 0; attempt < 3; attempt++) {
      const lacking = await page.evaluate(overviewOverflow)
      if (lacking <= 0) break
      const height = (page.viewportSize()?.height ?? HEIGHT) + lacking
      await page.setViewportSize({ width: WIDTH, height })
      await nextFrame(page)
    }
    const file = `overview-${theme}.png`
    const png = await page.screenshot({
      path: join(outDir, file),
      animations: 'disabled',
      caret: 'hide',
    })
    const games = await page
      .getByRole('region', { name: "Every game's lists" })
      .locator('tbody tr')
      .count()
    return { file, ...pngSize(png), games, problems }
  } finally {
    await page.close()
  }
}
