import type { Page } from '@playwright/test'
import { columnsButton, headerNames, openColumnsMenu } from './support/columns'
import { expect, test } from './support/fixtures'
import { BROKEN_AVATAR_IMAGE, freezeClock, gameUrl, SAMPLE_GAMES } from './support/sample'
import { assetTable, openRowDetails } from './support/table'
import { openToolbarMenu, toolbarMenuButton } from './support/toolbar'

/*
 * The operator chooses the columns a list shows: a checkbox per column in "Columns", named by
 * its header; Name always shows; the choice is remembered per list kind on this device, and
 * Reset brings back every column.
 */

test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

async function open(page: Page, width = 1280, params: Record<string, string> = {}) {
  await page.setViewportSize({ width, height: 800 })
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, params))
  await expect(assetTable(page).locator('tbody tr[aria-rowindex]').first()).toBeVisible()
}

test('hiding Upload ID removes its column, and it stays hidden after a reload until Reset', async ({
  page,
}) => {
  await open(page)
  const table = assetTable(page)
  expect(await headerNames(table)).toEqual([
    'Name',
    'Status',
    'Size',
    'Created',
    'Tags',
    'Build ID',
    'Upload ID',
  ])
  const menu = await openColumnsMenu(page)
  await menu.getByRole('checkbox', { name: 'Upload ID' }).uncheck()
  await expect(table.getByRole('columnheader', { name: 'Upload ID' })).toHaveCount(0)
  // Left out, not folded: no row's details hold it either.
  await expect(table.getByRole('button', { name: /Upload ID/ })).toHaveCount(0)
  await expect(columnsButton(page)).toHaveAccessibleName(/6 shown/)

  await page.reload()
  await expect(table.getByRole('columnheader', { name: 'Build ID' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Upload ID' })).toHaveCount(0)

  // Per list kind: the sites keep their Upload ID.
  await page.getByRole('tab', { name: /CDN sites/ }).click()
  await expect(assetTable(page).getByRole('columnheader', { name: 'Upload ID' })).toBeVisible()
  await page.getByRole('tab', { name: /Builds/ }).click()

  const again = await openColumnsMenu(page)
  await expect(again.getByRole('checkbox', { name: 'Upload ID' })).not.toBeChecked()
  await again.getByRole('button', { name: 'Reset columns and widths' }).click()
  await expect(assetTable(page).getByRole('columnheader', { name: 'Upload ID' })).toBeVisible()
  await expect(again.getByRole('checkbox', { name: 'Upload ID' })).toBeChecked()
  await page.reload()
  await expect(assetTable(page).getByRole('columnheader', { name: 'Upload ID' })).toBeVisible()
})

test('Name cannot be hidden: its box is checked and disabled', async ({ page }) => {
  await open(page)
  const menu = await openColumnsMenu(page)
  const name = menu.getByRole('checkbox', { name: /^Name/ })
  await expect(name).toBeChecked()
  await expect(name).toBeDisabled()
  // Every other column of the builds is offered, by its header.
  await expect(menu.getByRole('checkbox')).toHaveCount(7)
})

test('the avatars offer their thumbnail by the header screen readers hear', async ({ page }) => {
  await open(page, 1280, { tab: 'avatars' })
  const menu = await openColumnsMenu(page)
  await menu.getByRole('checkbox', { name: 'Thumbnail' }).uncheck()
  await expect(assetTable(page).locator('tbody img')).toHaveCount(0)
})

test('in a phone-wide panel Columns sits in More, and a column chosen still folds under Name', async ({
  page,
}) => {
  await open(page, 360)
  await openToolbarMenu(page, 'More')
  const menu = await openColumnsMenu(page)
  await menu.getByRole('checkbox', { name: 'Upload ID' }).uncheck()
  // Escape closes Columns, then More.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(toolbarMenuButton(page, 'More')).toHaveAttribute('aria-expanded', 'false')
  // Build ID still folds into the row's details, and can be copied there (the row actions are
  // Details alone, the rows on two lines); Upload ID is no longer there.
  const row = assetTable(page).locator('tbody tr').first()
  const details = await openRowDetails(row)
  await expect(details.getByRole('term').filter({ hasText: 'Build ID' })).toHaveCount(1)
  await expect(details.getByRole('term').filter({ hasText: 'Upload ID' })).toHaveCount(0)
  await expect(details.getByRole('button', { name: /^Copy Build ID/ })).toBeVisible()
  await expect(details.getByRole('button', { name: /^Copy Upload ID/ })).toHaveCount(0)
})

test('Reset from the keyboard keeps focus in the menu, and Escape still closes it', async ({
  page,
}) => {
  await open(page)
  const menu = await openColumnsMenu(page)
  await menu.getByRole('checkbox', { name: 'Tags' }).uncheck()
  const reset = menu.getByRole('button', { name: 'Reset columns and widths' })
  await reset.focus()
  await page.keyboard.press('Enter')
  await expect(assetTable(page).getByRole('columnheader', { name: 'Tags' })).toBeVisible()
  // Nothing left to reset, and focus still on it.
  await expect(reset).toBeDisabled()
  await expect(reset).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(columnsButton(page)).toBeFocused()
})
