import type { Page } from '@playwright/test'
import { headerWidth, openColumnsMenu, resizeHandle } from './support/columns'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, SAMPLE_GAMES } from './support/sample'
import { assetTable, columnCells } from './support/table'

/*
 * Column widths: a header's edge drags, steps by keyboard and fits its content on a double-click
 * or Enter; widths are remembered with the column choice; and at any width Name keeps 200 px
 * while optional columns fold first.
 */

async function open(page: Page, width = 1280, params: Record<string, string> = {}) {
  await page.setViewportSize({ width, height: 800 })
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, params))
  await expect(assetTable(page).locator('tbody tr[aria-rowindex]').first()).toBeVisible()
}

for (const width of [1000, 1100, 1280, 1920]) {
  for (const embed of [false, true]) {
    test(`at ${width} px${embed ? ', embedded' : ''}, Name is at least 200 px wide`, async ({
      page,
    }) => {
      await open(page, width, embed ? { embed: '1' } : {})
      expect(await headerWidth(assetTable(page), 'Name')).toBeGreaterThanOrEqual(200)
    })
  }
}

for (const embed of [false, true]) {
  const where = embed ? ', embedded' : ''
  test(`at 1280 px${where}, Name is no narrower than Tags`, async ({ page }) => {
    await open(page, 1280, embed ? { embed: '1' } : {})
    const table = assetTable(page)
    expect(await headerWidth(table, 'Name')).toBeGreaterThanOrEqual(
      await headerWidth(table, 'Tags'),
    )
  })

  // Beside the row actions' column, Tags (224 px) would leave Name narrower than itself: it
  // folds into the rows' details instead.
  test(`at 1000 px${where}, Tags folds rather than narrow Name`, async ({ page }) => {
    await open(page, 1000, embed ? { embed: '1' } : {})
    const table = assetTable(page)
    await expect(table.getByRole('columnheader', { name: 'Tags', exact: true })).toHaveCount(0)
    expect(await headerWidth(table, 'Name')).toBeGreaterThanOrEqual(224)
  })
}

test('dragging a header’s edge widens its column, and the width is remembered', async ({
  page,
}) => {
  await open(page)
  const table = assetTable(page)
  const before = await headerWidth(table, 'Tags')
  const box = (await resizeHandle(page, 'Tags').boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 3 })
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 3 })
  await page.mouse.up()
  await expect.poll(() => headerWidth(table, 'Tags')).toBeCloseTo(before + 60, 0)
  await expect(resizeHandle(page, 'Tags')).toHaveAttribute('aria-valuenow', String(before + 60))

  await page.reload()
  await expect.poll(() => headerWidth(table, 'Tags')).toBeCloseTo(before + 60, 0)
  // Reset brings back the columns' own widths.
  const menu = await openColumnsMenu(page)
  await menu.getByRole('button', { name: 'Reset columns and widths' }).click()
  await expect.poll(() => headerWidth(table, 'Tags')).toBeCloseTo(before, 0)
})

test('from the keyboard: arrows step the width, Enter fits the content', async ({ page }) => {
  await open(page)
  const table = assetTable(page)
  const handle = resizeHandle(page, 'Size')
  await expect(handle).toHaveAttribute('aria-orientation', 'vertical')
  await expect(handle).toHaveAttribute('aria-valuemin', /\d+/)
  await expect(handle).toHaveAttribute('aria-valuemax', /\d+/)
  const before = await headerWidth(table, 'Size')
  await handle.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => headerWidth(table, 'Size')).toBe(before + 32)
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => headerWidth(table, 'Size')).toBe(before + 16)
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 16))
  await expect(handle).toBeFocused()
})

test('the header is one Tab stop: the arrow keys reach each edge, which steps its width', async ({
  page,
}) => {
  await open(page)
  const table = assetTable(page)
  const name = table.getByRole('button', { name: 'Name', exact: true })
  await name.focus()
  await page.keyboard.press('Tab')
  // Past the header: the rows.
  await expect(table.locator('tbody tr[aria-rowindex]').first()).toBeFocused()
  await name.focus()
  for (const step of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowRight']) {
    await page.keyboard.press(step)
  }
  const handle = resizeHandle(page, 'Size')
  await expect(handle).toBeFocused()
  const before = await headerWidth(table, 'Size')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => headerWidth(table, 'Size')).toBe(before + 16)
  // On from an edge with ArrowDown, back with ArrowUp.
  await page.keyboard.press('ArrowDown')
  await expect(table.getByRole('button', { name: 'Created', exact: true })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(handle).toBeFocused()
})

test('a double-click on the edge fits the widest tags in view, none cut by the column', async ({
  page,
}) => {
  await open(page)
  const table = assetTable(page)
  const handle = resizeHandle(page, 'Tags')
  // Elements cut short in the column's cells (screen-reader text aside, which clips itself).
  const cut = async () => {
    const cells = await columnCells(table, 'Tags')
    const counts = await Promise.all(
      cells.map((cell) =>
        cell.evaluate(
          (td) =>
            [td, ...td.querySelectorAll('*')].filter(
              (element) =>
                !element.matches('.sr-only, .sr-only *') &&
                element.scrollWidth > element.clientWidth + 1,
            ).length,
        ),
      ),
    )
    return counts.reduce((sum, count) => sum + count, 0)
  }
  // At the widest allowed, only what a chip cuts itself (a long value, at the chip's own limit).
  await handle.focus()
  for (let i = 0; i < 20; i++) await handle.press('ArrowRight')
  await expect(handle).toHaveAttribute('aria-valuenow', '480')
  const uncut = await cut()
  // Narrowed, chips are cut.
  for (let i = 0; i < 20; i++) await handle.press('ArrowLeft')
  expect(await cut()).toBeGreaterThan(uncut)

  await handle.dblclick()
  await expect.poll(cut).toBe(uncut)
  const fitted = await headerWidth(table, 'Tags')
  // Fitted, not merely widened to the most allowed.
  expect(fitted).toBeLessThan(480)
  // Enter fits too, to the same width.
  await handle.press('ArrowLeft')
  await handle.press('Enter')
  await expect.poll(() => headerWidth(table, 'Tags')).toBe(fitted)
})
