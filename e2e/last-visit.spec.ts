import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { listRoute } from './support/lists'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES, SAMPLE_NOW } from './support/sample'
import { assetTable, expectRowCount } from './support/table'

/*
 * A repeat visit: the lists kept on this device show at once ("As of …, checking…") while the
 * API is asked again, and what the API has that the last visit did not is marked New, counted,
 * and can be shown alone or marked as seen.
 */

const rows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')
const newBadges = (page: Page) => rows(page).getByText('New', { exact: true })
const strip = (page: Page) => page.getByRole('status').filter({ hasText: 'complete in all' })
const statusGroup = (page: Page) => page.getByRole('group', { name: 'Status' })
const asOf = (page: Page) => page.getByText(/^As of /)

/** Two builds the last visit did not see, created `minutesAgo` before the sample's "now". */
const extraBuilds = (minutesAgo: number) =>
  ['build 101', 'build 102'].map((name, index) => ({
    ...realistic.builds[0],
    build_id: `00000000-0000-4000-8000-00000000010${index}`,
    upload_id: `00000000-0000-4000-8000-00000000020${index}`,
    display_name: name,
    create_ts: new Date(Date.parse(SAMPLE_NOW) - (minutesAgo + index) * 60_000).toISOString(),
  }))

/** Opens the realistic game's builds and waits until this device has stored them. */
async function firstVisit(page: Page, params: Record<string, string> = {}) {
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, params))
  await expectRowCount(assetTable(page), realistic.builds.length)
  await expect.poll(() => storedLists(page)).toContainEqual(expect.stringContaining('builds'))
}

/** The keys of the lists stored on this device (the heads, whose keys are text). */
const storedLists = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('game-assets')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const db = opening.result
          if (!db.objectStoreNames.contains('stored-lists')) return resolve([])
          const request = db.transaction('stored-lists').objectStore('stored-lists').getAllKeys()
          request.onsuccess = () => {
            db.close()
            resolve(request.result.filter((key): key is string => typeof key === 'string'))
          }
        }
      }),
  )

/** The builds list answers with `extra` added at its start, once `release` resolves. */
async function answerWithMore(page: Page, extra: object[], release?: Promise<void>) {
  await page.route(listRoute('builds'), async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { builds: object[] }
    await release
    await route.fulfill({ response, json: { ...body, builds: [...extra, ...body.builds] } })
  })
}

test('a repeat visit shows the stored list at once, as of its time, while it checks', async ({
  page,
}) => {
  await firstVisit(page)
  await expect(page.getByText(/^Updated /)).toBeVisible()
  // The API never answers this time.
  await page.route(listRoute('builds'), () => undefined)
  await page.reload()
  await expectRowCount(assetTable(page), realistic.builds.length)
  await expect(asOf(page)).toHaveText('As of today 12:00, checking…')
  await expect(asOf(page)).toHaveAttribute('title', /2026-11-01 12:00:00 UTC/)
  await expect(newBadges(page)).toHaveCount(0)
})

test.describe('when asking again fails', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] })

  test('the stored list stays, as of its time, with the failure above it', async ({ page }) => {
    await firstVisit(page)
    await page.route(listRoute('builds'), (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'API_UNAVAILABLE', message: 'Down for maintenance.' }),
      }),
    )
    await page.reload()
    await expect(page.getByRole('tabpanel').getByRole('alert')).toBeVisible()
    await expect(asOf(page)).toHaveText('As of today 12:00')
    await expectRowCount(assetTable(page), realistic.builds.length)
  })
})

test('what the last visit did not see is New, counted, shown alone, then marked as seen', async ({
  page,
}) => {
  await firstVisit(page)
  // Created long ago (a late upload), yet new to this operator: new is by id, not by time.
  const extra = extraBuilds(60 * 24 * 400)
  await answerWithMore(page, extra)
  await page.reload()
  await expectRowCount(assetTable(page), realistic.builds.length + 2)
  await expect(page.getByText(/^Updated /)).toBeVisible()
  await expect(newBadges(page)).toHaveCount(2)
  for (const build of extra) {
    await expect(rows(page).filter({ hasText: build.display_name })).toContainText('New')
  }
  await expect(strip(page)).toContainText('2 new since your last visit, today 12:00, 1.0 GiB')
  // Announced once, politely: the figures' live region says the rest.
  await expect(page.getByRole('status').filter({ hasText: 'up to date' })).toHaveText(
    'The builds are up to date: the list from your last visit was replaced.',
  )

  await statusGroup(page).getByText('New only', { exact: true }).click()
  await expectRowCount(assetTable(page), 2)
  await expect(rows(page)).toHaveText([/build 101/, /build 102/])

  await page.getByRole('button', { name: 'Mark as seen' }).click()
  await expectRowCount(assetTable(page), realistic.builds.length + 2)
  await expect(newBadges(page)).toHaveCount(0)
  await expect(strip(page)).not.toContainText('new since')
  await expect(page.getByRole('button', { name: 'Mark as seen' })).toHaveCount(0)
  await expect(statusGroup(page).getByText('New only', { exact: true })).toHaveCount(0)
})

test('a since in the URL decides what is new, not the last visit', async ({ page }) => {
  const since = '2026-10-31T12:00:00Z'
  await firstVisit(page, { since })
  const newSince = realistic.builds.filter(
    (build) => Date.parse(build.create_ts) > Date.parse(since),
  )
  await answerWithMore(page, extraBuilds(60 * 24 * 400))
  await page.reload()
  await expectRowCount(assetTable(page), realistic.builds.length + 2)
  await expect(page.getByText(/^Updated /)).toBeVisible()
  await expect(strip(page)).toContainText(`${newSince.length} new since 2026-10-31 12:00`)
  await expect(strip(page)).not.toContainText('last visit')
  await expect(newBadges(page)).toHaveCount(newSince.length)
  await expect(rows(page).filter({ hasText: 'build 101' })).not.toContainText('New')
})

test('the row at the top of the view stays there when the fresh list brings rows above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await firstVisit(page)
  let release = () => {}
  await answerWithMore(page, extraBuilds(1), new Promise((resolve) => (release = resolve)))
  await page.reload()
  await expect(asOf(page)).toHaveText(/checking…$/)
  const region = page.getByRole('tabpanel').getByRole('region', { name: /\(scrollable\)$/ })
  await region.evaluate((element) => (element.scrollTop = 41 * 8))
  // The ninth row (aria-rowindex counts the header) is at the top of the view.
  const ninth = assetTable(page).locator('tbody tr[aria-rowindex="10"]')
  const text = (await ninth.textContent()) ?? ''
  const top = (await ninth.boundingBox())?.y
  release()
  await expect(strip(page)).toContainText('2 new since your last visit')
  // Two rows came above it: it is the eleventh now, where it was on screen.
  const eleventh = assetTable(page).locator('tbody tr[aria-rowindex="12"]')
  await expect(eleventh).toHaveText(text)
  await expect.poll(async () => (await eleventh.boundingBox())?.y).toBe(top)
})
