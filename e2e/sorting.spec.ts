import { expect, test } from './support/fixtures'
import {
  BROKEN_AVATAR_IMAGE,
  freezeClock,
  gameUrl,
  realistic,
  SAMPLE_GAMES,
} from './support/sample'
import {
  assetTable,
  columnBytes,
  columnTexts,
  columnTimes,
  expectRowCount,
  isSorted,
} from './support/table'

// One sample avatar's image is missing on purpose (it shows a fallback); its 404 is expected.
test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

test.beforeEach(async ({ page }) => {
  // Stale or not depends on the clock: at SAMPLE_NOW one unfinished build is stale, one is not.
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await expectRowCount(assetTable(page), realistic.builds.length)
})

test('builds start newest first, and Created reverses on a second click', async ({ page }) => {
  const table = assetTable(page)
  await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  expect(isSorted(await columnTimes(table), 'desc')).toBe(true)
  // The one build whose time is ahead of the browser's clock (clock skew) is on top.
  await expect(table.locator('tbody tr').first()).toContainText('clock skew preview')

  await table.getByRole('button', { name: 'Created' }).click()
  await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(page).toHaveURL(/sort=created.asc/)
  expect(isSorted(await columnTimes(table), 'asc')).toBe(true)
})

test('names sort naturally and ignore case', async ({ page }) => {
  const table = assetTable(page)
  await table.getByRole('button', { name: 'Name' }).click()
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'none',
  )

  const names = await columnTexts(table, 'Name')
  const position = (name: string) => names.indexOf(name)
  expect(position('build 1')).toBeLessThan(position('Build 2'))
  expect(position('Build 2')).toBeLessThan(position('Build 3'))
  expect(position('Build 3')).toBeLessThan(position('build 9'))
  expect(position('build 9')).toBeLessThan(position('build 10'))
  expect(position('build 10')).toBeLessThan(position('build 11'))
  expect(position('build 11')).toBeLessThan(position('build 100'))
  expect(position('release 1.1')).toBeLessThan(position('release 1.2'))

  await table.getByRole('button', { name: 'Name' }).click()
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  expect(await columnTexts(table, 'Name')).toEqual([...names].reverse())
})

test('sizes sort by exact byte count, biggest first', async ({ page }) => {
  const table = assetTable(page)
  await table.getByRole('button', { name: 'Size' }).click()
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  const bytes = await columnBytes(table)
  expect(bytes).toHaveLength(realistic.builds.length)
  expect(isSorted(bytes, 'desc')).toBe(true)
  expect(bytes.at(-1)).toBe(0)

  await table.getByRole('button', { name: 'Size' }).click()
  expect(isSorted(await columnBytes(table), 'asc')).toBe(true)
})

test('status groups uploads as the labels read: Complete, Stale, Uploading, keeping ties in order', async ({
  page,
}) => {
  const table = assetTable(page)
  const newestFirst = await columnTexts(table, 'Name')
  await table.getByRole('button', { name: 'Status' }).click()
  await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  const statuses = await columnTexts(table, 'Status')
  const complete = realistic.builds.filter((build) => build.complete).length
  expect(statuses).toEqual([...Array<string>(complete).fill('Complete'), 'Stale', 'Uploading'])
  const names = await columnTexts(table, 'Name')
  expect(names.slice(complete)).toEqual(['abandoned upload', 'nightly 2026-10-31'])
  // Stable: within a status the previous order (newest first) is kept.
  const unfinished = new Set(['abandoned upload', 'nightly 2026-10-31'])
  expect(names.slice(0, complete)).toEqual(newestFirst.filter((name) => !unfinished.has(name)))
})

test('each tab sorts by the same columns', async ({ page }) => {
  await page.getByRole('tab', { name: /CDN sites/ }).click()
  const table = assetTable(page)
  await table.getByRole('button', { name: 'Size' }).click()
  expect(isSorted(await columnBytes(table), 'desc')).toBe(true)
  await expect(table.locator('tbody tr').first()).toContainText('Asset mirror (all regions)')

  // The sort is part of the view, so it carries over to the next tab.
  await page.getByRole('tab', { name: /Avatars/ }).click()
  await expect(assetTable(page).getByRole('columnheader', { name: 'Size' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  expect(isSorted(await columnBytes(assetTable(page)), 'desc')).toBe(true)
})
