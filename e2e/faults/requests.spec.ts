import { expect, test } from '../support/fixtures'
import {
  errorAnswer,
  expectFailure,
  faultUrl,
  httpStatusError,
  panelAlert,
  routeList,
} from '../support/faults'

/*
 * How many requests a failure costs. The retry policy (src/api/query-client.ts) retries only
 * network errors and 5xx (twice) and 429 (once); the network and server-error specs count those.
 * Everything else is asked for once.
 */

test.describe('a failure that is not retried', () => {
  test.use({ allowedConsoleErrors: [httpStatusError(404, 'builds')] })

  // The sample API answers within a few milliseconds, before the first render: the case where
  // the start-up prefetch has already failed when the list mounts.
  test('is asked for once when the page opens, even when the answer is fast', async ({ page }) => {
    const requests = await routeList(page, 'builds', (route) =>
      route.fulfill(errorAnswer(404, { code: 'API_NOT_FOUND', message: 'Game not found.' })),
    )
    await page.goto(faultUrl('builds'))
    await expectFailure(panelAlert(page), {
      title: 'This game does not exist',
      buttons: ['Choose another game'],
    })
    // Give a second request time to show up, if one is coming.
    await page.waitForTimeout(1_000)
    expect(requests.count, 'requests for a list that answered 404').toBe(1)
  })
})
