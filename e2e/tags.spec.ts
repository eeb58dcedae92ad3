import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, columnTexts, expectRowCount, openRowDetails } from './support/table'

/*
 * Build tags (a map of text on each build): chips in a Tags column, the build in use marked
 * with its own badge, found by search, filtered on by clicking a chip or by `tag=` in the URL.
 */

test.beforeEach(async ({ page }) => {
  await freezeClock(page)
})

const rows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')
const row = (page: Page, name: string) => rows(page).filter({ hasText: name })
const tagFilters = (page: Page) => page.getByRole('list', { name: 'Tag filters' })
const tagged = (key: string, value?: string) =>
  realistic.builds.filter((build) =>
    value === undefined ? key in build.tags : build.tags[key] === value,
  )
const withTags = (...tags: string[]) =>
  `${gameUrl(SAMPLE_GAMES.realistic)}${tags.map((tag) => `&tag=${encodeURIComponent(tag)}`).join('')}`

async function open(page: Page, url = gameUrl(SAMPLE_GAMES.realistic)) {
  await page.goto(url)
  await expect(page.getByRole('tab', { name: /Builds/, selected: true })).toBeVisible()
}

test('tags show as chips, and the build in use has its own badge', async ({ page }) => {
  await open(page)
  await expectRowCount(assetTable(page), realistic.builds.length)
  const hotfix = row(page, 'hotfix 1.4.2')
  await expect(hotfix.getByRole('button', { name: 'version: 1.4.2' })).toBeVisible()
  await expect(hotfix.getByRole('button', { name: 'channel: stable' })).toBeVisible()
  // `current: true` is the badge's, not a chip's, and only the build in use has it.
  await expect(hotfix.getByRole('button', { name: 'Current', exact: true })).toBeVisible()
  await expect(hotfix.getByRole('button', { name: /^current:/ })).toHaveCount(0)
  await expect(assetTable(page).getByRole('button', { name: 'Current', exact: true })).toHaveCount(
    tagged('current', 'true').length,
  )
  const tags = await columnTexts(assetTable(page), 'Tags')
  expect(tags.filter((text) => text.startsWith('—'))).toHaveLength(
    realistic.builds.filter((build) => Object.keys(build.tags).length === 0).length,
  )
})

test('clicking a chip filters by its tag, in the URL; Back and × undo it', async ({ page }) => {
  await open(page)
  await expectRowCount(assetTable(page), realistic.builds.length)
  await row(page, 'ビルド 東京 β').getByRole('button', { name: 'channel: beta' }).click()
  await expect(page).toHaveURL(/[?&]tag=channel%3Abeta(&|$)/)
  await expectRowCount(assetTable(page), tagged('channel', 'beta').length)
  await expect(tagFilters(page).getByRole('listitem').locator('span[title]')).toHaveText([
    'channel: beta',
  ])

  // A second chip narrows further: every filter must match.
  await row(page, 'ビルド 東京 β').getByRole('button', { name: '地域: 東京' }).click()
  await expectRowCount(assetTable(page), 1)
  await expect(tagFilters(page).getByRole('listitem').locator('span[title]')).toHaveText([
    'channel: beta',
    '地域: 東京',
  ])

  await page.goBack()
  await expectRowCount(assetTable(page), tagged('channel', 'beta').length)
  await tagFilters(page).getByRole('button', { name: 'Remove tag filter channel: beta' }).click()
  await expectRowCount(assetTable(page), realistic.builds.length)
  await expect(tagFilters(page)).toHaveCount(0)
  expect(new URL(page.url()).searchParams.has('tag')).toBe(false)
})

test('the Current badge shows the build in use alone', async ({ page }) => {
  await open(page)
  await row(page, 'hotfix 1.4.2').getByRole('button', { name: 'Current', exact: true }).click()
  await expect(page).toHaveURL(/[?&]tag=current%3Atrue(&|$)/)
  await expectRowCount(assetTable(page), 1)
  await expect(rows(page).first()).toContainText('hotfix 1.4.2')
})

test('a link with tag filters opens them: key:value, and a bare key for any value', async ({
  page,
}) => {
  await open(page, withTags('version'))
  await expectRowCount(assetTable(page), tagged('version').length)
  await expect(tagFilters(page).getByRole('listitem').locator('span[title]')).toHaveText([
    'version: any',
  ])

  await open(page, withTags('version', 'channel:stable'))
  await expectRowCount(assetTable(page), tagged('channel', 'stable').length)

  // Filters stay while another tab is open (they do nothing there) and apply again on return.
  await page.getByRole('tab', { name: /CDN sites/ }).click()
  await expectRowCount(assetTable(page), realistic.sites.length)
  await expect(tagFilters(page)).toHaveCount(0)
  await page.getByRole('tab', { name: /Builds/ }).click()
  await expectRowCount(assetTable(page), tagged('channel', 'stable').length)
})

test('search finds builds by tag', async ({ page }) => {
  await open(page)
  const search = page.getByRole('searchbox', { name: 'Search builds by name, id or tag' })
  await search.fill('地域')
  await expectRowCount(assetTable(page), 1)
  await expect(rows(page).first()).toContainText('ビルド 東京 β')
  await search.fill('channel:rc')
  await expectRowCount(assetTable(page), 1)
  await expect(rows(page).first()).toContainText('Season 4')
})

test('a crafted tag filter is shown as text, and overlong ones are ignored', async ({ page }) => {
  await open(page, withTags('<img src=x onerror=alert(1)>:1', `x:${'y'.repeat(300)}`))
  await expect(page.getByText('No builds match these filters.')).toBeVisible()
  await expect(tagFilters(page).getByRole('listitem').locator('span[title]')).toHaveText([
    '<img src=x onerror=alert(1)>: 1',
  ])
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show all builds' }).click()
  await expectRowCount(assetTable(page), realistic.builds.length)
  expect(new URL(page.url()).searchParams.has('tag')).toBe(false)
})

test("at 360 px the tags fold into each row's details, and their chips still filter", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await open(page)
  await expect(assetTable(page).getByRole('columnheader', { name: 'Tags' })).toHaveCount(0)
  const hotfix = row(page, 'hotfix 1.4.2')
  await expect(hotfix.getByRole('button', { name: 'version: 1.4.2' })).toBeHidden()
  const details = await openRowDetails(hotfix)
  const chip = details.getByRole('button', { name: 'version: 1.4.2' })
  await expect(chip).toBeVisible()
  await chip.click()
  await expectRowCount(assetTable(page), 1)
})
