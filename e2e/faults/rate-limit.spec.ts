import { expect, test } from '../support/fixtures'
import {
  dataRows,
  errorAnswer,
  expectSortedTable,
  expectView,
  faultUrl,
  httpStatusError,
  panelAlert,
  REALISTIC,
  routeList,
  type Tab,
} from '../support/faults'
import { listKinds } from '../support/lists'

/*
 * 429 with `retry-after`: the alert says so and counts down, then the list is asked for once
 * more by itself. The second request goes on to the sample API and the table loads.
 */
for (const { form, which, retryAfter } of [
  { form: 'seconds', which: 'builds' as Tab, retryAfter: () => '2' },
  {
    form: 'an HTTP date',
    which: 'sites' as Tab,
    // Whole seconds only: 3 s from now reads as 2 to 3 s, whatever the milliseconds.
    retryAfter: () => new Date(Date.now() + 3_000).toUTCString(),
  },
]) {
  test.describe(`429 with retry-after in ${form}`, () => {
    test.use({ allowedConsoleErrors: [httpStatusError(429, which)] })

    test('counts down, retries once by itself, and the list loads', async ({ page }) => {
      const requests = await routeList(page, which, async (route, attempt) => {
        if (attempt !== 1) return route.fallback()
        // Answered once the app is on screen (its skeleton), so the wait the API asks for starts
        // while the test watches, however long a loaded machine takes to start the app.
        await page.getByRole('status', { name: `Loading ${listKinds[which].plural}…` }).waitFor()
        return route.fulfill(
          errorAnswer(
            429,
            {
              code: 'API_RATE_LIMIT',
              message: 'Rate limited.',
              ray_id: 'feedc0de-1234-4567-89ab-cdef01234567',
            },
            { 'retry-after': retryAfter() },
          ),
        )
      })
      // Every text the countdown shows, in order, whatever the test's own pace.
      await page.addInitScript(() => {
        const shown: string[] = []
        Object.assign(window, { countdownTexts: shown })
        new MutationObserver(() => {
          const text = document.querySelector('[role=alert] p[aria-live]')?.textContent
          if (text && shown.at(-1) !== text) shown.push(text)
        }).observe(document, { subtree: true, childList: true, characterData: true })
      })
      await page.goto(faultUrl(which))

      const alert = panelAlert(page)
      await expect(alert.locator('p').first()).toHaveText('Too many requests')
      await expect(alert.locator('p').nth(1)).toHaveText(
        'The API asked this dashboard to wait before asking again.',
      )
      await expect(alert.getByText(/^Trying again by itself in [123] s…$/)).toBeVisible()
      // While it waits to retry by itself, the alert offers no buttons.
      await expect(alert.getByRole('button')).toHaveCount(0)
      expect(requests.count).toBe(1)
      await expect(dataRows(page).first()).toBeVisible({ timeout: 6_000 })
      if (form === 'seconds') {
        // It counted down: 2 s at first, 1 s a second later, then the retry replaced it.
        const shown = await page.evaluate(
          () => (window as unknown as { countdownTexts: string[] }).countdownTexts,
        )
        expect(shown.slice(0, 2)).toEqual([
          'Trying again by itself in 2 s…',
          'Trying again by itself in 1 s…',
        ])
      }
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expectSortedTable(page)
      await expectView(page, REALISTIC, which)

      // Exactly one retry: nothing more is asked once the list has arrived.
      await page.waitForTimeout(500)
      expect(requests.count).toBe(2)
    })
  })
}
