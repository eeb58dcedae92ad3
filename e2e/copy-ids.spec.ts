import { expect, test } from './support/fixtures'
import { gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable } from './support/table'

const newest = <T extends { create_ts: string }>(items: T[]): T =>
  items.reduce((a, b) => (Date.parse(b.create_ts) > Date.parse(a.create_ts) ? b : a))

test.beforeEach(async ({ page, context, baseURL }) => {
  // Reading the clipboard back needs clipboard-read; Chromium grants both to the origin.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await expect(assetTable(page).locator('tbody tr')).toHaveCount(realistic.builds.length)
})

test('an operator copies a build id with the keyboard', async ({ page }) => {
  const build = newest(realistic.builds)
  const table = assetTable(page)
  const row = table.locator('tbody tr').first()
  await expect(row).toContainText(build.display_name)
  const shortId = row.getByText(`${build.build_id.slice(0, 8)}…`)
  const idBox = await shortId.boundingBox()

  // Tab order runs through the header's sort buttons and resize edges, then the first row's
  // copy buttons.
  await table.getByRole('separator', { name: 'Resize Upload ID column' }).focus()
  await page.keyboard.press('Tab')
  const copy = row.getByRole('button', { name: `Copy Build ID ${build.build_id.slice(0, 8)}` })
  await expect(copy).toBeFocused()
  await expect(copy).toHaveCSS('outline-style', 'solid')

  await page.keyboard.press('Enter')
  const copied = row.getByText('Copied', { exact: true })
  await expect(copied).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(build.build_id)
  // The confirmation floats over the row: the id stays put and the row keeps its height.
  expect(await shortId.boundingBox()).toEqual(idBox)
  expect((await row.boundingBox())?.height).toBe(41)

  await expect(copied).toBeHidden()
  await expect(copy).toBeFocused()
})

test('an operator copies a CDN site upload id with the mouse', async ({ page }) => {
  await page.getByRole('tab', { name: /CDN sites/ }).click()
  const site = newest(realistic.sites)
  const row = assetTable(page).locator('tbody tr').first()
  await expect(row).toContainText(site.display_name)

  await row.getByRole('button', { name: `Copy Upload ID ${site.upload_id.slice(0, 8)}` }).click()
  await expect(row.getByText('Copied', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.upload_id)
})
