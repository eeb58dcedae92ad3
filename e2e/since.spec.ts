import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES, SAMPLE_NOW } from './support/sample'
import { compareButton } from './support/snapshot-files'
import { assetTable, expectRowCount } from './support/table'
import { expectFiltersOn, openToolbarMenu } from './support/toolbar'

/*
 * "What is new since …": `?since=` or the Compare menu marks the items created after a time,
 * counts them in the figures and offers "New only", at a desk's width and in a sidebar's.
 */

const DAY_BEFORE = '2026-10-31T12:00:00Z'
/** The realistic game's items created in the 24 hours before SAMPLE_NOW (one from the future). */
const newSince = (items: readonly { create_ts: string; display_name: string }[], since: string) =>
  items.filter((item) => Date.parse(item.create_ts) > Date.parse(since))
const NEW_BUILDS = newSince(realistic.builds, DAY_BEFORE)
const NEW_SITES = newSince(realistic.sites, DAY_BEFORE)

const rows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')
const newBadges = (page: Page) => rows(page).getByText('New', { exact: true })
const strip = (page: Page) => page.getByRole('status').filter({ hasText: 'complete in all' })
const statusGroup = (page: Page) => page.getByRole('group', { name: 'Status' })

async function open(page: Page, width: number, params: Record<string, string> = {}) {
  await page.setViewportSize({ width, height: 900 })
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, params))
  await expectRowCount(assetTable(page), realistic.builds.length)
}

/** How many lines each element's text takes. */
const linesOfText = (elements: Element[]) =>
  elements.map((element) => {
    const range = document.createRange()
    range.selectNodeContents(element.lastChild ?? element)
    return range.getClientRects().length
  })

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

// At 400 px the panel is compact: the Status control is in the toolbar's "Filters", Compare in
// its "More".
for (const { width, compact } of [
  { width: 1280, compact: false },
  { width: 400, compact: true },
]) {
  test.describe(`at ${width} px`, () => {
    test('?since= marks the new items, counts them and offers "New only", on every tab', async ({
      page,
    }) => {
      expect(NEW_BUILDS.length).toBeGreaterThan(1)
      await open(page, width, { since: DAY_BEFORE })
      await expect(newBadges(page)).toHaveCount(NEW_BUILDS.length)
      for (const build of NEW_BUILDS) {
        await expect(rows(page).filter({ hasText: build.display_name })).toContainText('New')
      }
      await expect(strip(page)).toContainText(
        `${NEW_BUILDS.length} new since 2026-10-31 12:00, 6.6 GiB`,
      )

      // Compact, the menu stays open: its choices are measured there.
      if (compact) await openToolbarMenu(page, 'Filters')
      await statusGroup(page).getByText('New only', { exact: true }).click()
      await expectRowCount(assetTable(page), NEW_BUILDS.length)
      await expect(page).toHaveURL(/status=new/)
      if (compact) await expectFiltersOn(page, 1)
      expect(await noSidewaysScroll(page)).toBe(0)
      // Each choice reads on one line, "New only" too: in a sidebar the choices wrap whole.
      expect(await statusGroup(page).locator('label').evaluateAll(linesOfText)).toEqual([
        1, 1, 1, 1, 1,
      ])

      // Kept through a tab change, as the other filters are.
      await page.getByRole('tab', { name: /CDN sites/ }).click()
      await expectRowCount(assetTable(page), NEW_SITES.length)
      await expect(strip(page)).toContainText(`${NEW_SITES.length} new since`)
      await expect(page).toHaveURL(/since=2026-10-31T12%3A00%3A00Z/)
    })

    test('the Compare menu sets, changes and clears "since" by keyboard', async ({ page }) => {
      await open(page, width)
      await expect(newBadges(page)).toHaveCount(0)
      if (compact) await openToolbarMenu(page, 'Filters', { by: 'keyboard' })
      await expect(statusGroup(page)).toBeVisible()
      await expect(statusGroup(page).getByText('New only')).toHaveCount(0)
      if (compact) {
        await page.keyboard.press('Escape')
        await openToolbarMenu(page, 'More', { by: 'keyboard' })
      }

      await compareButton(page).focus()
      await page.keyboard.press('Enter')
      await expect(compareButton(page)).toHaveAttribute('aria-expanded', 'true')
      const input = page.getByLabel(/Mark as new what was created after/)
      await expect(input).toBeVisible()
      expect(await noSidewaysScroll(page)).toBe(0)
      // The menu stays inside the window, even in a sidebar; so does "More" around it, compact.
      const menus = await page.locator('[id][class*="absolute"]').filter({ has: input }).all()
      expect(menus).toHaveLength(compact ? 2 : 1)
      for (const menu of menus) {
        const box = await menu.boundingBox()
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true)
      }

      // A half-typed time changes nothing and says why.
      await input.press('Enter')
      await expect(page.getByRole('alert')).toHaveText(/Enter a whole date and time/)
      await expect(page).not.toHaveURL(/since=/)

      await page.getByRole('button', { name: 'Last 24 h' }).click()
      await expect(page).toHaveURL(/since=2026-10-31T12%3A00%3A00Z/)
      await expect(compareButton(page)).toBeFocused()
      await expect(compareButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(newBadges(page)).toHaveCount(NEW_BUILDS.length)

      // A time typed in the zone the page shows (UTC here), applied with Enter.
      await compareButton(page).click()
      await input.fill('2026-11-01T07:00')
      await input.press('Enter')
      await expect(page).toHaveURL(/since=2026-11-01T07%3A00%3A00Z/)
      const later = newSince(realistic.builds, '2026-11-01T07:00:00Z')
      await expect(newBadges(page)).toHaveCount(later.length)

      // Compact, a press on Filters closes More (a press outside it).
      if (compact) await openToolbarMenu(page, 'Filters')
      await statusGroup(page).getByText('New only', { exact: true }).click()
      await expectRowCount(assetTable(page), later.length)

      // Escape closes the menu and gives focus back to its button (compact, More stays open).
      if (compact) await openToolbarMenu(page, 'More')
      await compareButton(page).click()
      await page.keyboard.press('Escape')
      await expect(compareButton(page)).toBeFocused()
      await expect(input).toBeHidden()

      // Clearing it drops "New only" too: there is nothing to be new after.
      await compareButton(page).click()
      await page.getByRole('button', { name: 'Clear since' }).click()
      await expect(page).not.toHaveURL(/since=|status=/)
      await expectRowCount(assetTable(page), realistic.builds.length)
      await expect(newBadges(page)).toHaveCount(0)
      await expect(strip(page)).not.toContainText('new since')
    })

    test('a bad ?since= is named, and nothing else changes', async ({ page }) => {
      await open(page, width, { since: '<b>last tuesday</b>', status: 'new', sort: 'name.asc' })
      await expect(
        page.getByText('?since=<b>last tuesday</b> is not an RFC 3339 time'),
      ).toBeVisible()
      await expect(newBadges(page)).toHaveCount(0)
      // "New only" without a time falls back to all; the search stays.
      if (compact) {
        await expectFiltersOn(page, 0)
        await openToolbarMenu(page, 'Filters')
      }
      await expect(statusGroup(page).getByRole('radio', { name: 'All' })).toBeChecked()
      await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      )
    })

    test('with ?asof=, a since later than the frozen clock gets a note', async ({ page }) => {
      await open(page, width, { asof: '2026-10-30T00:00:00Z', since: DAY_BEFORE })
      await expect(strip(page)).toContainText(
        '“since” is later than now (2026-10-30 00:00): only items dated in the future can be new',
      )
      await expect(newBadges(page)).toHaveCount(NEW_BUILDS.length)
    })
  })
}

test('a ?since= in a year below 1000 is read as written, not as 19xx', async ({ page }) => {
  await open(page, 1280, { since: '0099-01-01 00:00:00Z', tz: 'UTC' })
  // Every item was created after the year 99; in 1999 too, so the count alone proves nothing.
  await expect(strip(page)).toContainText(
    `${realistic.builds.length} new since 0099-01-01 00:00 UTC`,
  )
  await expect(page).toHaveURL(/since=0099-01-01\+00%3A00%3A00Z/)
})

test.describe('in a browser far from UTC', () => {
  test.use({ timezoneId: 'Pacific/Auckland' })

  test('?tz=UTC shows and reads the since time in UTC', async ({ page }) => {
    await open(page, 1280, { since: DAY_BEFORE, tz: 'UTC', asof: SAMPLE_NOW })
    await expect(strip(page)).toContainText('new since 2026-10-31 12:00 UTC')
    await compareButton(page).click()
    await expect(page.getByLabel(/Mark as new what was created after/)).toHaveValue(
      '2026-10-31T12:00',
    )
    await expect(page.getByText('(UTC)')).toBeVisible()
  })

  test('without ?tz=, the since time reads in the browser zone', async ({ page }) => {
    await open(page, 1280, { since: DAY_BEFORE })
    // Auckland is 13 hours ahead of UTC at the end of October (daylight saving time).
    await expect(strip(page)).toContainText('new since 2026-11-01 01:00')
    await compareButton(page).click()
    const input = page.getByLabel(/Mark as new what was created after/)
    await expect(input).toHaveValue('2026-11-01T01:00')
    await input.fill('2026-11-01T20:00')
    await input.press('Enter')
    await expect(page).toHaveURL(/since=2026-11-01T07%3A00%3A00Z/)
  })
})

/** Where each of the toolbar's buttons and the search are. */
const toolbarBoxes = (page: Page) =>
  Promise.all(
    [
      page.getByRole('searchbox', { name: /^Search builds/ }),
      compareButton(page),
      page.getByRole('button', { name: 'Chart', exact: true }),
      page.getByRole('button', { name: /^Columns/ }),
      page.getByRole('button', { name: 'Export CSV' }),
      page.getByRole('button', { name: 'Export JSON' }),
    ].map(async (control) => {
      const box = await control.boundingBox()
      if (!box) throw new Error(`${control.toString()} is not on screen`)
      return box
    }),
  )

for (const width of [1280, 1000]) {
  test(`at ${width} px, choosing a since moves none of the toolbar's buttons`, async ({ page }) => {
    await open(page, width)
    const before = await toolbarBoxes(page)
    await compareButton(page).click()
    await page.getByRole('button', { name: 'Last 24 h' }).click()
    await expect(newBadges(page)).toHaveCount(NEW_BUILDS.length)
    const after = await toolbarBoxes(page)
    // The search may give the status filter room for "New only"; it starts where it did.
    expect({ x: after[0]!.x, y: after[0]!.y }).toEqual({ x: before[0]!.x, y: before[0]!.y })
    expect(after.slice(1)).toEqual(before.slice(1))
  })
}
