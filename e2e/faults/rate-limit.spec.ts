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
for (const { form, which, retryAfter, waitUntil } of [
  {
    form: 'seconds',
    which: 'builds' as Tab,
    // Long enough that a loaded machine still sees the countdown before the retry replaces it.
    retryAfter: () => '5',
    waitUntil: (sentAt: number) => sentAt + 5_000,
  },
  {
    form: 'an HTTP date',
    which: 'sites' as Tab,
    // Whole seconds only: 6 s from now reads as 5 to 6 s, whatever the milliseconds.
    retryAfter: () => new Date(Date.now() + 6_000).toUTCString(),
    waitUntil: (_: number, header: string) => Date.parse(header),
  },
]) {
  test.describe(`429 with retry-after in ${form}`, () => {
    test.use({ allowedConsoleErrors: [httpStatusError(429, which)] })

    test('counts down, retries once by itself, and the list loads', async ({ page }) => {
      // When the 429 went out and when the retry came: the retry must not come before the wait
      // the API asked for, however slowly a loaded machine runs the rest of the test.
      let retryAllowedAt = Infinity
      let retriedAt: number | undefined
      const requests = await routeList(page, which, async (route, attempt) => {
        if (attempt !== 1) {
          retriedAt ??= Date.now()
          return route.fallback()
        }
        // Answered once the app is on screen (its skeleton), so the wait the API asks for starts
        // while the test watches, however long a loaded machine takes to start the app.
        await page.getByRole('status', { name: `Loading ${listKinds[which].plural}…` }).waitFor()
        const header = retryAfter()
        retryAllowedAt = waitUntil(Date.now(), header)
        return route.fulfill(
          errorAnswer(
            429,
            {
              code: 'API_RATE_LIMIT',
              message: 'Rate limited.',
              ray_id: 'feedc0de-1234-4567-89ab-cdef01234567',
            },
            { 'retry-after': header },
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
      await expect(alert.getByText(/^Trying again by itself in [1-6] s…$/)).toBeVisible()
      // While it waits to retry by itself, the alert offers no buttons.
      await expect(alert.getByRole('button')).toHaveCount(0)
      await expect(dataRows(page).first()).toBeVisible()
      // Clocks of page and test agree to the millisecond; the slack is for rounding in between.
      expect(retriedAt).toBeGreaterThanOrEqual(retryAllowedAt - 50)
      if (form === 'seconds') {
        // It counted down from 5 s, a second at a time, then the retry replaced it. The count is
        // the time left, so a tick a loaded machine runs late skips a second (a fresh-clone run
        // showed 5, 4, 3, 1): down by whole seconds, never up, to 2 s or less.
        const shown = await page.evaluate(
          () => (window as unknown as { countdownTexts: string[] }).countdownTexts,
        )
        const seconds = shown.flatMap((text) => {
          const left = /^Trying again by itself in (\d+) s…$/.exec(text)?.[1]
          return left === undefined ? [] : [Number(left)]
        })
        expect(seconds[0]).toBe(5)
        expect(seconds).toEqual([...new Set(seconds)].sort((a, b) => b - a))
        expect(seconds.length).toBeGreaterThanOrEqual(3)
        expect(seconds.at(-1)).toBeLessThanOrEqual(2)
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
