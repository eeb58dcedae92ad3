import { expect, test } from './support/fixtures'
import { gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, columnBytes } from './support/table'

test('a link opens the same game, tab and sort', async ({ page }) => {
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'sites', sort: 'size.asc' }))

  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /CDN sites/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const table = assetTable(page)
  await expect(table.locator('tbody tr')).toHaveCount(realistic.sites.length)
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  const bytes = await columnBytes(table)
  expect(bytes).toEqual(
    [...realistic.sites.map((site) => site.content_length)].sort((a, b) => a - b),
  )
})

test('a link with an unknown tab or sort falls back to the defaults', async ({ page }) => {
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'nope', sort: 'colour.up' }))
  await expect(page.getByRole('tab', { name: /Builds/ })).toHaveAttribute('aria-selected', 'true')
  await expect(assetTable(page).getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
})
