import type { Page } from '@playwright/test'
import { CHART_PREFERENCE_KEY } from '../src/features/chart/chart-key'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, expectRowCount } from './support/table'
import {
  expectFiltersOn,
  openToolbarMenu,
  throughMenuIf,
  toolbarMenuButton,
} from './support/toolbar'

/*
 * The chart above each tab's table: collapsed by default and remembered, figures on hover and
 * focus, a bar's period as a filter (from/to in the URL), at a desktop's width and a sidebar's.
 * The e2e browser's zone is UTC, so the months are UTC months.
 */

test.beforeEach(async ({ page }) => {
  await freezeClock(page)
})

const TOTAL = realistic.builds.length
const createdIn = (prefix: string) =>
  realistic.builds.filter((build) => build.create_ts.startsWith(prefix))
const OCTOBER = createdIn('2026-10')

const rows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')
const toggle = (page: Page) => page.getByRole('button', { name: 'Chart', exact: true })
const chart = (page: Page) => page.getByRole('group', { name: /^builds per month/ })
const bar = (page: Page, period: string) =>
  chart(page).getByRole('button', { name: new RegExp(`^${period}:`) })
const summary = (page: Page) => page.getByRole('status').filter({ hasText: 'complete in all' })
const periodChip = (page: Page) => page.getByText(/^Created /)
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name)

async function open(page: Page, width: number, url = gameUrl(SAMPLE_GAMES.realistic)) {
  await page.setViewportSize({ width, height: 1000 })
  await page.goto(url)
  await expectRowCount(assetTable(page), TOTAL)
}

// At 400 px the panel is compact: the Chart toggle is in the toolbar's "More", the period's chip
// in its "Filters".
for (const { width, compact } of [
  { width: 1280, compact: false },
  { width: 400, compact: true },
]) {
  test.describe(`at ${width} px`, () => {
    const toggleChart = (page: Page) =>
      throughMenuIf(compact, page, 'More', () => toggle(page).click())

    test('the chart starts closed, loads none of its code until asked, and stays as left', async ({
      page,
    }) => {
      const chartCode: string[] = []
      page.on('request', (request) => {
        if (/upload-chart/.test(request.url())) chartCode.push(request.url())
      })
      await open(page, width)
      // Compact, the toggle is read and pressed inside "More", which stays open while used.
      if (compact) await openToolbarMenu(page, 'More')
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(chart(page)).toHaveCount(0)
      expect(chartCode).toEqual([])

      await toggle(page).click()
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
      await expect(chart(page)).toBeVisible()
      await expect(page.getByRole('figure')).toContainText(
        `${TOTAL} builds by month of creation: 25 complete, 1 uploading, 1 stale`,
      )
      await page.reload()
      await expect(chart(page)).toBeVisible()
      // The choice holds for every tab.
      await page.getByRole('tab', { name: /CDN sites/ }).click()
      await expect(page.getByRole('group', { name: /^CDN sites per month/ })).toBeVisible()

      if (compact) await openToolbarMenu(page, 'More')
      await toggle(page).click()
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
      await page.reload()
      await expect(rows(page).first()).toBeVisible()
      if (compact) await openToolbarMenu(page, 'More')
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByRole('figure')).toHaveCount(0)
    })

    test('hover and keyboard focus show the exact figures of a bar, inside the panel', async ({
      page,
    }) => {
      await open(page, width)
      await toggleChart(page)
      const figure = page.getByRole('figure')
      await bar(page, 'October 2026').hover()
      const tooltip = page.getByRole('tooltip')
      await expect(tooltip).toContainText('October 2026')
      await expect(tooltip).toContainText(`Complete${OCTOBER.filter((b) => b.complete).length}`)
      const box = await tooltip.boundingBox()
      const frame = await figure.boundingBox()
      expect(box && frame && box.x >= frame.x && box.x + box.width <= frame.x + frame.width).toBe(
        true,
      )

      await page.mouse.move(0, 0)
      await expect(tooltip).toHaveCount(0)
      await bar(page, 'October 2026').focus()
      await expect(tooltip).toContainText('October 2026')
      await page.keyboard.press('ArrowRight')
      await expect(bar(page, 'November 2026')).toBeFocused()
      await expect(tooltip).toContainText('November 2026')
      await expect(tooltip).toContainText('Uploading1')
      // One tab stop: the bar last focused is the chart's, and Escape leaves the chart.
      await expect(chart(page).locator('[tabindex="0"]')).toHaveCount(1)
      await page.keyboard.press('Escape')
      // Compact, the toggle is in the closed "More": focus goes to the button that holds it.
      await expect(compact ? toolbarMenuButton(page, 'More') : toggle(page)).toBeFocused()
      await expect(tooltip).toHaveCount(0)
    })

    test('Enter or a click on a bar shows only its builds, in the URL; Back and × undo it', async ({
      page,
    }) => {
      await page.goto('/')
      await open(page, width)
      await toggleChart(page)
      await bar(page, 'October 2026').focus()
      await page.keyboard.press('Enter')
      await expectRowCount(assetTable(page), OCTOBER.length)
      expect(urlParam(page, 'from')).toBe('2026-10-01T00:00:00Z')
      expect(urlParam(page, 'to')).toBe('2026-11-01T00:00:00Z')
      await expect(summary(page)).toContainText(`${OCTOBER.length} of ${TOTAL} builds shown`)
      await expect(periodChip(page)).toHaveText('Created October 2026')
      if (compact) await expectFiltersOn(page, 1)
      await expect(bar(page, 'October 2026')).toHaveAttribute('aria-pressed', 'true')

      await page.goBack()
      await expectRowCount(assetTable(page), TOTAL)
      expect(urlParam(page, 'from')).toBeNull()
      await expect(periodChip(page)).toHaveCount(0)

      await bar(page, 'September 2026').click()
      await expectRowCount(assetTable(page), createdIn('2026-09').length)
      // The same bar again shows everything again.
      await bar(page, 'September 2026').click()
      await expectRowCount(assetTable(page), TOTAL)

      await bar(page, 'October 2026').click()
      await expectRowCount(assetTable(page), OCTOBER.length)
      await throughMenuIf(compact, page, 'Filters', () =>
        page.getByRole('button', { name: 'Remove filter: Created October 2026' }).click(),
      )
      await expectRowCount(assetTable(page), TOTAL)
      expect(urlParam(page, 'to')).toBeNull()
    })

    test('a period from a link filters with the chart closed, and clears with the other filters', async ({
      page,
    }) => {
      const url = gameUrl(SAMPLE_GAMES.realistic, {
        from: '2026-10-01T00:00:00Z',
        to: '2026-11-01T00:00:00Z',
        status: 'uploading',
      })
      await page.setViewportSize({ width, height: 1000 })
      await page.goto(url)
      const uploading = OCTOBER.filter((build) => !build.complete).length
      await expectRowCount(assetTable(page), uploading)
      await expect(periodChip(page)).toHaveText('Created October 2026')
      await expect(summary(page)).toContainText(`${uploading} of ${TOTAL} builds shown`)
      await page.getByRole('searchbox').fill('no build has this name')
      await page.getByRole('button', { name: 'Show all builds' }).click()
      await expectRowCount(assetTable(page), TOTAL)
      await expect(periodChip(page)).toHaveCount(0)
      expect(urlParam(page, 'from')).toBeNull()
    })

    test('a period in the URL that cannot be read is ignored, and the rest of the view kept', async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 1000 })
      await page.goto(
        gameUrl(SAMPLE_GAMES.realistic, { from: '2026-02-30T00:00:00Z', tab: 'sites' }),
      )
      await expect(page.getByRole('tab', { name: /CDN sites/, selected: true })).toBeVisible()
      await expectRowCount(assetTable(page), realistic.sites.length)
      await expect(periodChip(page)).toHaveCount(0)
    })
  })
}

/** How many of the table's rows are wholly in sight: inside the window and the table's scroller. */
const wholeRowsInView = (page: Page) =>
  assetTable(page).evaluate((table: HTMLTableElement) => {
    const scroller = table.parentElement!.getBoundingClientRect()
    const head = table.tHead!.getBoundingClientRect()
    const bottom = Math.min(scroller.bottom, window.innerHeight)
    return Array.from(table.tBodies[0]!.rows).filter((row) => {
      const box = row.getBoundingClientRect()
      return (
        row.hasAttribute('aria-rowindex') &&
        box.top >= head.bottom - 0.5 &&
        box.bottom <= bottom + 0.5
      )
    }).length
  })

for (const { width, height, rows: least } of [
  { width: 1000, height: 700, rows: 5 },
  { width: 360, height: 740, rows: 3 },
]) {
  test(`at ${width}×${height}, the open chart leaves ${least} whole rows on the first screen`, async ({
    page,
  }) => {
    // Opened on an earlier visit: it is remembered.
    await page.addInitScript((key) => localStorage.setItem(key, 'open'), CHART_PREFERENCE_KEY)
    await page.setViewportSize({ width, height })
    await page.goto(gameUrl(SAMPLE_GAMES.realistic))
    await expect(chart(page)).toBeVisible()
    await expect(rows(page).first()).toBeVisible()
    expect(await wholeRowsInView(page)).toBeGreaterThanOrEqual(least)
  })
}
