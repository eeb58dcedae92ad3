import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, expectRowCount, rowActions } from './support/table'

const newest = <T extends { create_ts: string }>(items: T[]): T =>
  items.reduce((a, b) => (Date.parse(b.create_ts) > Date.parse(a.create_ts) ? b : a))

/** The copy buttons in the table's scroll region: those of its one row-actions bar. */
const copyButtons = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('region')
    .getByRole('button', { name: /^Copy / })

test.beforeEach(async ({ page, context, baseURL }) => {
  // Reading the clipboard back needs clipboard-read; Chromium grants both to the origin.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await expectRowCount(assetTable(page), realistic.builds.length)
})

test('an operator copies a build id with the keyboard', async ({ page }) => {
  const build = newest(realistic.builds)
  const table = assetTable(page)
  const row = table.locator('tbody tr').first()
  await expect(row).toContainText(build.display_name)
  const shortId = row.getByText(`${build.build_id.slice(0, 8)}…`)
  const idBox = await shortId.boundingBox()

  // Tab order runs through the header's sort buttons and resize edges, then the rows (one stop),
  // whose actions ArrowRight reaches: this row has no chips, so its build id's copy button comes
  // first.
  await table.getByRole('separator', { name: 'Resize Upload ID column' }).focus()
  await page.keyboard.press('Tab')
  await expect(row).toBeFocused()
  await page.keyboard.press('ArrowRight')
  const copy = rowActions(page).getByRole('button', {
    name: `Copy Build ID ${build.build_id.slice(0, 8)}`,
  })
  await expect(copy).toBeFocused()
  await expect(copy).toHaveCSS('outline-style', 'solid')

  await page.keyboard.press('Enter')
  const copied = rowActions(page).getByText('Copied', { exact: true })
  await expect(copied).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(build.build_id)
  // Said once, by the table's one live region.
  const live = page.getByRole('tabpanel').getByRole('region').locator('[aria-live]')
  await expect(live).toHaveCount(1)
  await expect(live).toHaveText('Copied')
  // The confirmation floats over the row: the id stays put and the row keeps its height.
  expect(await shortId.boundingBox()).toEqual(idBox)
  expect((await row.boundingBox())?.height).toBe(41)

  await expect(copied).toBeHidden()
  await expect(copy).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(row).toBeFocused()
})

test('an operator copies a CDN site upload id with the mouse', async ({ page }) => {
  await page.getByRole('tab', { name: /CDN sites/ }).click()
  const site = newest(realistic.sites)
  const row = assetTable(page).locator('tbody tr').first()
  await expect(row).toContainText(site.display_name)

  await row.hover()
  await rowActions(page)
    .getByRole('button', { name: `Copy Upload ID ${site.upload_id.slice(0, 8)}` })
    .click()
  await expect(rowActions(page).getByText('Copied', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.upload_id)
})

test('one set of copy buttons per table, over the row hovered or focused', async ({ page }) => {
  const table = assetTable(page)
  const rows = table.locator('tbody tr')
  // No row hovered or focused: no copy button anywhere in the table.
  await page.mouse.move(0, 0)
  await expect(copyButtons(page)).toHaveCount(0)
  expect(await table.locator('tbody button[aria-label^="Copy "]').count()).toBe(0)

  const third = realistic.builds.find((build) => build.display_name === 'build 100')!
  const row = rows.filter({ hasText: third.display_name })
  await row.hover()
  // Each id's, told apart at a glance by its header's initial, then the link to the item
  // (issue 38).
  await expect(copyButtons(page)).toHaveText(['B', 'U', ''])
  await expect(copyButtons(page).first()).toHaveAccessibleName(
    `Copy Build ID ${third.build_id.slice(0, 8)}`,
  )
  await expect(copyButtons(page).nth(1)).toHaveAccessibleName(
    `Copy Upload ID ${third.upload_id.slice(0, 8)}`,
  )
  await expect(copyButtons(page).last()).toHaveAccessibleName('Copy link')
  // At the end of that row, inside its outline (2 px).
  const [bar, box] = [await rowActions(page).boundingBox(), await row.boundingBox()]
  expect(Math.abs(bar!.y - (box!.y + 2))).toBeLessThanOrEqual(1)
  expect(Math.abs(bar!.x + bar!.width - (box!.x + box!.width - 2))).toBeLessThanOrEqual(1)

  // Focus moves it: the pointer leaves, the keys move to the next row.
  await row.click({ position: { x: 10, y: 10 } })
  await page.mouse.move(0, 0)
  await page.keyboard.press('ArrowDown')
  const next = rows.nth((await row.getAttribute('aria-rowindex').then(Number)) - 1)
  await expect(next).toBeFocused()
  const nextBox = await next.boundingBox()
  await expect
    .poll(async () => (await rowActions(page).boundingBox())?.y)
    .toBeCloseTo(nextBox!.y + 2, 0)
  await expect(copyButtons(page)).toHaveCount(3)
})

/** Each piece of text a row shows, as laid out: clipped to its cell (a chip past a cell's edge). */
const textBoxes = (row: Locator) =>
  row.evaluate((tr) =>
    [...(tr as HTMLTableRowElement).cells].flatMap((cell) => {
      const clip = cell.getBoundingClientRect()
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      const boxes: { left: number; right: number; top: number; bottom: number }[] = []
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(text)
        const box = range.getBoundingClientRect()
        const [left, right] = [Math.max(box.left, clip.left), Math.min(box.right, clip.right)]
        const [top, bottom] = [Math.max(box.top, clip.top), Math.min(box.bottom, clip.bottom)]
        // A visually hidden label is a pixel wide.
        if (right - left > 1 && bottom - top > 1) boxes.push({ left, right, top, bottom })
      }
      return boxes
    }),
  )

for (const width of [1280, 360]) {
  test(`at ${width} px the row actions cover no text of their row, inside its outline`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const rows = assetTable(page).locator('tbody tr[aria-rowindex]')
    const bar = rowActions(page)
    for (const [how, row] of [
      ['hovered', rows.nth(2)],
      ['focused', rows.first()],
    ] as const) {
      if (how === 'hovered') await row.hover()
      else await row.focus()
      await expect(bar).toBeVisible()
      const [box, rowBox] = [(await bar.boundingBox())!, (await row.boundingBox())!]
      for (const text of await textBoxes(row)) {
        const apart = text.right <= box.x || text.left >= box.x + box.width
        expect(apart, `${how}: text at ${text.left}–${text.right}`).toBe(true)
      }
      // The row's outline (its 2 px inside its box) shows whole around the bar.
      expect(box.x + box.width).toBeLessThanOrEqual(rowBox.x + rowBox.width - 2)
      expect(box.y).toBeGreaterThanOrEqual(rowBox.y + 2)
      expect(box.y + box.height).toBeLessThanOrEqual(rowBox.y + rowBox.height - 2)
    }
    // Narrow, the rows on two lines, Details alone: every copy is in the details.
    const buttons = bar.getByRole('button')
    await expect(buttons).toHaveCount(width === 360 ? 1 : 4)
    await expect(buttons.last()).toHaveAccessibleName('Details')
  })
}
