import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, openRowDetails, tableSettled } from './support/table'

/*
 * On a phone (400 px) a row is its name and one line (status, size, age); its ids and tags are in
 * its details, which Enter on the row or the row actions' Details button opens over the table.
 */

const rows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')
const hotfix = realistic.builds.find((build) => build.display_name === 'hotfix 1.4.2')!

test.beforeEach(async ({ page, context, baseURL }) => {
  // Reading the clipboard back needs clipboard-read; Chromium grants both to the origin.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.setViewportSize({ width: 400, height: 800 })
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  // Rows out of view past the window's few are not in the document: wait for the list itself.
  await tableSettled(page)
  await expect(rows(page).first()).toBeVisible()
})

test('a row is one line taller than its name, whatever else folds', async ({ page }) => {
  for (const row of (await rows(page).all()).slice(0, 5)) {
    expect((await row.boundingBox())?.height).toBe(61)
  }
  const first = rows(page).first()
  await expect(first.locator('time')).toBeVisible()
  await expect(first.getByText('Build ID', { exact: true })).toBeHidden()
})

test('an operator opens a row’s details by keyboard, copies its build id and filters by a tag', async ({
  page,
}) => {
  const row = rows(page).filter({ hasText: hotfix.display_name })
  const details = page.getByRole('dialog', { name: `Details of ${hotfix.display_name}` })

  // The rows are one tab stop after the sort menu; ArrowDown goes to the second row.
  await assetTable(page).getByRole('combobox', { name: 'Sort by' }).focus()
  await page.keyboard.press('Tab')
  await expect(rows(page).first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(row).toBeFocused()
  await expect(row).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('Enter')
  await expect(details).toBeVisible()
  await expect(details).toBeFocused()
  // Every value of the row, those on its line too.
  await expect(details.getByRole('term')).toHaveText([
    'Name',
    'Status',
    'Size',
    'Created',
    'Tags',
    'Build ID',
    'Upload ID',
    // The item's address, with its own Copy link (issue 38).
    'Link',
  ])

  // Focus goes on into the details: the Current badge, the chips, then the ids' copy buttons.
  await page.keyboard.press('Tab')
  await expect(details.getByRole('button', { name: 'Current', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(details.getByRole('button', { name: 'version: 1.4.2' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const copy = details.getByRole('button', {
    name: `Copy Build ID ${hotfix.build_id.slice(0, 8)}`,
  })
  await expect(copy).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(details.getByText('Copied', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hotfix.build_id)

  // A chip filters; the row, still listed, keeps its details open.
  await details.getByRole('button', { name: 'channel: stable' }).click()
  await expect(page).toHaveURL(/[?&]tag=channel%3Astable(&|$)/)
  await expect(rows(page)).toHaveCount(
    realistic.builds.filter((build) => build.tags['channel'] === 'stable').length,
  )
  await expect(details).toBeVisible()

  // Escape closes them, and focus is back on the row.
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(row).toBeFocused()
})

test('near the bottom of the table, a row’s details open above it, whole', async ({ page }) => {
  // At the bottom of the table's scroll container, and of the screen.
  await assetTable(page).evaluate((table) => table.closest('[role="region"]')!.scrollTo(0, 1e6))
  const last = rows(page).last()
  await expect(last).toHaveAttribute('aria-rowindex', String(realistic.builds.length + 1))
  await last.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  const details = await openRowDetails(last)
  const [box, rowBox] = [await details.boundingBox(), await last.boundingBox()]
  expect(box!.y + box!.height).toBeLessThanOrEqual(rowBox!.y + rowBox!.height / 2)
  expect(box!.y).toBeGreaterThanOrEqual(0)
  // Over the table's scroll container, not cut by it: what shows at its centre is its own.
  const onTop = await details.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect()
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2))
  })
  expect(onTop).toBe(true)

  await page.mouse.click(5, 5)
  await expect(details).toBeHidden()
})

test('on a 360 px phone, a row’s details keep clear of the tabs and toolbar, inside the screen, every value in reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  // From the tabs' top to the search field's bottom: the tabs and the toolbar's first line.
  const tabs = (await page.getByRole('tablist').boundingBox())!
  const search = (await page.getByRole('searchbox').boundingBox())!
  const [bandTop, bandBottom] = [tabs.y, search.y + search.height]
  // The rows whole on the first screen (the page goes on below it): the first, the middle, the last.
  const onScreen: Locator[] = []
  for (const row of await rows(page).all()) {
    const box = await row.boundingBox()
    if (box && box.y >= bandBottom && box.y + box.height <= 740) onScreen.push(row)
  }
  expect(onScreen.length).toBeGreaterThanOrEqual(5)
  const middle = onScreen[Math.floor(onScreen.length / 2)]!
  for (const row of [onScreen[0]!, middle, onScreen.at(-1)!]) {
    await row.focus()
    await page.keyboard.press('Enter')
    const details = page.getByRole('dialog', { name: /^Details of / })
    await expect(details).toBeVisible()
    const box = (await details.boundingBox())!
    expect(box.y >= bandBottom || box.y + box.height <= bandTop).toBe(true)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    expect(box.y + box.height).toBeLessThanOrEqual(740)
    // Where neither side has room for them whole, they scroll: each value comes into sight.
    const values = details.getByRole('definition')
    await expect(values).toHaveCount(8)
    for (const value of await values.all()) {
      await value.scrollIntoViewIfNeeded()
      await expect(value).toBeInViewport({ ratio: 1 })
    }
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
    await expect(row).toBeFocused()
  }
})
