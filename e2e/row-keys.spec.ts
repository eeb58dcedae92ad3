import type { Locator, Page } from '@playwright/test'
import { loadTestGameId } from '../server/data/load-test-game'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, tableSettled } from './support/table'

/*
 * The rows are one tab stop that the keys move (the ARIA grid pattern on a table's rows), and a
 * row carries what it shows and little else.
 */

const COUNT = 100_000
const rows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')
/** The focused row's place in the whole list, counted as `aria-rowindex` does (header = 1). */
const focusedRowIndex = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex'))

async function expectFocusedRowShown(page: Page, index: number) {
  const row = assetTable(page).locator(`tbody tr[aria-rowindex="${index}"]`)
  await expect(row).toBeFocused()
  await expect(row).toBeInViewport({ ratio: 1 })
  // Not under the sticky header.
  const [header, box] = [
    await assetTable(page).locator('thead').boundingBox(),
    await row.boundingBox(),
  ]
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)
}

/** The rows in the document are those in the table's view and at most 10 more. */
async function expectRowsInViewAndTenMore(page: Page) {
  const region = page.getByRole('tabpanel').getByRole('region')
  const { drawn, inView } = await region.evaluate((element) => {
    const view = element.getBoundingClientRect()
    const trs = [...element.querySelectorAll('tbody tr[aria-rowindex]')]
    const shown = trs.filter((tr) => {
      const box = tr.getBoundingClientRect()
      return box.bottom > view.top && box.top < view.bottom
    })
    return { drawn: trs.length, inView: shown.length }
  })
  expect(drawn).toBeLessThanOrEqual(inView + 10)
}

async function focusRows(page: Page): Promise<Locator> {
  // The header's last control (the Upload ID column's resize edge), then Tab: the rows.
  await assetTable(page).getByRole('separator', { name: 'Resize Upload ID column' }).focus()
  await page.keyboard.press('Tab')
  const first = rows(page).first()
  await expect(first).toBeFocused()
  return first
}

test('a builds row holds at most 15 elements (one the row actions’ column), and only the rows in view and 10 more are drawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await tableSettled(page)
  const counts = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => 1 + tr.querySelectorAll('*').length),
  )
  expect(counts.length).toBeGreaterThan(0)
  expect(Math.max(...counts)).toBeLessThanOrEqual(15)
  await expectRowsInViewAndTenMore(page)
  // Every build of the sample game, scrolled to, too.
  const region = page.getByRole('tabpanel').getByRole('region')
  await region.evaluate((element) => element.scrollTo(0, element.scrollHeight))
  await expect(rows(page).last()).toHaveAttribute(
    'aria-rowindex',
    String(realistic.builds.length + 1),
  )
  const more = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => 1 + tr.querySelectorAll('*').length),
  )
  expect(Math.max(...more)).toBeLessThanOrEqual(15)

  await expectRowsInViewAndTenMore(page)
})

test.describe('on 100,000 builds', () => {
  // The reference API builds and compresses a list on its first request: ask once up front.
  test.beforeAll(async ({ request }) => {
    test.setTimeout(60_000)
    const response = await request.get(`/cloud/games/${loadTestGameId(COUNT)}/builds`)
    expect(response.ok()).toBe(true)
  })

  test('the arrow keys, Page Down, End and Home move the focused row through the window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(gameUrl(loadTestGameId(COUNT)))
    // Every row known takes about 1.3 s on a quiet machine, past 20 s on a loaded CI box: how
    // soon is the bench's to say (as in filters.spec.ts), so this waits as long as the test may.
    await expect(assetTable(page)).toHaveAttribute('aria-rowcount', String(COUNT + 1), {
      timeout: 60_000,
    })
    const first = await focusRows(page)
    // The rows are one tab stop: Tab leaves them.
    await expect(rows(page).nth(1)).toHaveAttribute('tabindex', '-1')
    await expect(first).toHaveAttribute('tabindex', '0')
    await expect(first).toHaveCSS('outline-style', 'solid')

    await page.keyboard.press('ArrowDown')
    await expectFocusedRowShown(page, 3)
    await page.keyboard.press('ArrowUp')
    await expectFocusedRowShown(page, 2)

    await page.keyboard.press('PageDown')
    const paged = Number(await focusedRowIndex(page))
    expect(paged).toBeGreaterThan(2 + 5)
    await expectFocusedRowShown(page, paged)
    await page.keyboard.press('PageUp')
    await expectFocusedRowShown(page, 2)

    await page.keyboard.press('End')
    await expectFocusedRowShown(page, COUNT + 1)
    expect(await rows(page).count()).toBeLessThan(40)
    await page.keyboard.press('ArrowUp')
    await expectFocusedRowShown(page, COUNT)

    await page.keyboard.press('Home')
    await expectFocusedRowShown(page, 2)
    // The tab stop went with the focus.
    await expect(rows(page).first()).toHaveAttribute('tabindex', '0')
  })
})

test('Enter opens the row’s details, Escape comes back to the row, and a sort keeps the row', async ({
  page,
}) => {
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await tableSettled(page)
  await focusRows(page)
  const hotfix = rows(page).filter({ hasText: 'hotfix 1.4.2' })
  await page.keyboard.press('ArrowDown')
  await expect(hotfix).toBeFocused()

  await page.keyboard.press('Enter')
  const details = page.getByRole('dialog', { name: 'Details of hotfix 1.4.2' })
  await expect(details).toBeVisible()
  await expect(details).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(hotfix).toBeFocused()

  // ArrowRight goes through the row's own controls, then the row actions; ArrowLeft back.
  await page.keyboard.press('ArrowRight')
  await expect(hotfix.getByRole('button', { name: 'Current', exact: true })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(hotfix.getByRole('button', { name: 'version: 1.4.2' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(hotfix).toBeFocused()

  // Sorted by size, the build moves; Tab back into the rows lands on it, wherever it is.
  const before = await hotfix.getAttribute('aria-rowindex')
  await assetTable(page).getByRole('button', { name: 'Size' }).click()
  await expect(assetTable(page).getByRole('columnheader', { name: 'Size' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(hotfix).not.toHaveAttribute('aria-rowindex', before!)
  // From the header's last control, Tab goes back into the rows.
  await assetTable(page).getByRole('separator', { name: 'Resize Upload ID column' }).focus()
  await page.keyboard.press('Tab')
  await expect(hotfix).toBeFocused()
})
