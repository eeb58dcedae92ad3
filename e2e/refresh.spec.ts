import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { byKind, listKindNames, listRoute } from './support/lists'
import { gameUrl, SAMPLE_GAMES } from './support/sample'
import { assetTable } from './support/table'

/*
 * An operator keeps the list current: the Refresh button, "Updated … ago", the remembered
 * auto-refresh choice (30 s or 2 min, never while the page is hidden) and a refresh when the page
 * is looked at again after more than 30 s. Playwright's installed clock moves time on; it also
 * runs in real time, so ages are matched loosely.
 */

/** Counts the requests for each list; each goes on to the sample API (after `hold`, if set). */
async function countRequests(page: Page) {
  const requests = { ...byKind(() => 0), hold: undefined as Promise<void> | undefined }
  for (const list of listKindNames) {
    await page.route(listRoute(list), async (route) => {
      requests[list]++
      if (list === 'builds') await requests.hold
      await route.fallback()
    })
  }
  return requests
}

/** What the page sees when the operator switches to another window or tab, and back. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    })
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => visibility === 'hidden',
    })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  }, state)
}

/** Time for a request that should not happen to show up, if it were coming. */
const noRequestFor = (page: Page) => page.waitForTimeout(500)

const refreshButton = (page: Page) => page.getByRole('button', { name: /^Refresh/ })
const updatedText = (page: Page) => page.getByText(/^Updated /)
const autoRefresh = (page: Page) => page.getByRole('group', { name: 'Auto-refresh' })
/** Clicks an option as an operator does: the radio itself is visually hidden inside its label. */
const chooseAutoRefresh = (page: Page, label: string) =>
  autoRefresh(page).getByText(label, { exact: true }).click()

async function bounds(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator.toString()} is not on screen`)
  return { left: box.x, right: box.x + box.width }
}

async function openBuilds(page: Page) {
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
}

test('Refresh asks for the list again, spinning until the answer is in', async ({ page }) => {
  await page.clock.install()
  const requests = await countRequests(page)
  await openBuilds(page)
  expect(requests.builds).toBe(1)
  await expect(updatedText(page)).toHaveText('Updated just now')
  await expect(updatedText(page)).toHaveAttribute('title', / UTC$/)

  // The installed clock also runs on by itself (paused, React Query's notifications would wait
  // for it), so a loaded box adds its own delay to the 12 s: still seconds, never "just now".
  await page.clock.runFor(12_000)
  await expect(updatedText(page)).toHaveText(/^Updated (1[2-9]|[2-5]\d) s ago$/)
  await page.clock.runFor(60_000)
  await expect(updatedText(page)).toHaveText('Updated 1 min ago')

  let answer = () => {}
  requests.hold = new Promise((resolve) => (answer = resolve))
  const refresh = refreshButton(page)
  await refresh.click()
  await expect.poll(() => requests.builds).toBe(2)
  await expect(refresh).toHaveAttribute('aria-busy', 'true')
  await expect(refresh).toHaveAccessibleName('Refresh, in progress')
  await expect(refresh.locator('svg')).toHaveCSS('animation-name', 'spin')
  // The list stays on screen meanwhile, and a second click joins the request under way.
  await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
  await refresh.click()
  await noRequestFor(page)
  expect(requests.builds).toBe(2)

  answer()
  await expect(refresh).toHaveAttribute('aria-busy', 'false')
  await expect(refresh).toHaveAccessibleName('Refresh')
  await expect(refresh.locator('svg')).toHaveCSS('animation-name', 'none')
  await expect(updatedText(page)).toHaveText('Updated just now')
  expect(requests.builds).toBe(2)
})

test('the auto-refresh choice is remembered after a reload', async ({ page }) => {
  await openBuilds(page)
  await expect(autoRefresh(page).getByRole('radio', { name: 'Off' })).toBeChecked()
  await chooseAutoRefresh(page, '2 min')
  await expect(autoRefresh(page).getByRole('radio', { name: '2 min' })).toBeChecked()

  await page.reload()
  await expect(autoRefresh(page).getByRole('radio', { name: '2 min' })).toBeChecked()
  await expect(autoRefresh(page).getByRole('radio', { name: 'Off' })).not.toBeChecked()
})

test('every 30 s the open list is asked for again, but not while the page is hidden', async ({
  page,
}) => {
  await page.clock.install()
  const requests = await countRequests(page)
  await openBuilds(page)
  // The other tabs load their counts once the open list is on screen.
  await expect.poll(() => [requests.sites, requests.avatars]).toEqual([1, 1])
  await chooseAutoRefresh(page, '30 s')

  await page.clock.runFor(25_000)
  await noRequestFor(page)
  expect(requests.builds).toBe(1)
  await page.clock.runFor(6_000)
  await expect.poll(() => requests.builds).toBe(2)
  // The next wait counts from this answer.
  await expect(refreshButton(page)).toHaveAttribute('aria-busy', 'false')
  await page.clock.runFor(31_000)
  await expect.poll(() => requests.builds).toBe(3)
  await expect(refreshButton(page)).toHaveAttribute('aria-busy', 'false')

  await setVisibility(page, 'hidden')
  await page.clock.runFor(150_000)
  await noRequestFor(page)
  expect(requests.builds).toBe(3)

  // Back on the page, the list (older than 30 s by now) is asked for at once, and polling goes on.
  await setVisibility(page, 'visible')
  await expect.poll(() => requests.builds).toBe(4)
  await expect(updatedText(page)).toHaveText('Updated just now')
  await expect(refreshButton(page)).toHaveAttribute('aria-busy', 'false')
  await page.clock.runFor(31_000)
  await expect.poll(() => requests.builds).toBe(5)
  // Only the open tab's list is polled.
  expect([requests.sites, requests.avatars]).toEqual([1, 1])
})

test('looking at the page again refreshes a list older than 30 s, not a fresher one', async ({
  page,
}) => {
  await page.clock.install()
  const requests = await countRequests(page)
  await openBuilds(page)
  await expect(autoRefresh(page).getByRole('radio', { name: 'Off' })).toBeChecked()

  await setVisibility(page, 'hidden')
  await page.clock.runFor(20_000)
  await setVisibility(page, 'visible')
  await noRequestFor(page)
  expect(requests.builds).toBe(1)

  await setVisibility(page, 'hidden')
  await page.clock.runFor(15_000)
  await expect(updatedText(page)).toHaveText(/^Updated 3\d s ago$/)
  await setVisibility(page, 'visible')
  await expect.poll(() => requests.builds).toBe(2)
  await expect(updatedText(page)).toHaveText('Updated just now')
})

test('the refresh controls follow the tabs in the Tab order, in screen order', async ({ page }) => {
  const requests = await countRequests(page)
  await openBuilds(page)
  const tabs = page.getByRole('tablist', { name: 'Asset kinds' })
  const off = autoRefresh(page).getByRole('radio', { name: 'Off' })
  const refresh = refreshButton(page)

  await tabs.getByRole('tab', { name: /^Builds/ }).focus()
  await page.keyboard.press('Tab')
  await expect(off).toBeFocused()
  await expect(autoRefresh(page).locator('label').first()).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('ArrowRight')
  await expect(autoRefresh(page).getByRole('radio', { name: '30 s' })).toBeChecked()
  // The arrow key changed the choice, not the tab.
  await expect(tabs.getByRole('tab', { name: /^Builds/ })).toHaveAttribute('aria-selected', 'true')

  await page.keyboard.press('Tab')
  await expect(refresh).toBeFocused()
  await expect(refresh).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('Enter')
  await expect.poll(() => requests.builds).toBe(2)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel')).toBeFocused()

  // Left to right on screen: the tabs, "Updated … ago", the choice, the button.
  const inOrder = [tabs, updatedText(page), autoRefresh(page), refresh]
  const boxes = await Promise.all(inOrder.map((locator) => bounds(locator)))
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i - 1]?.right).toBeLessThanOrEqual(boxes[i]?.left ?? 0)
  }
})
