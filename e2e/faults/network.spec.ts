import { expect, test } from '../support/fixtures'
import {
  EMPTY,
  expectFailure,
  expectOtherTabWorks,
  faultUrl,
  LIST_KEY,
  netError,
  panelAlert,
  REALISTIC,
  RETRIED,
  routeList,
  startBrokenBodyServer,
} from '../support/faults'

/*
 * No complete HTTP answer. The app retries a network failure twice (after 1 s, then 2 s), so
 * each case sees three requests and three console errors before the alert shows.
 */

test.describe('the API cannot be reached (internet disconnected)', () => {
  test.use({ allowedConsoleErrors: [netError('ERR_INTERNET_DISCONNECTED', 'builds')] })

  test('says the API could not be reached, offers Retry, and leaves the other tabs working', async ({
    page,
  }) => {
    const requests = await routeList(page, 'builds', (route) => route.abort('internetdisconnected'))
    await page.goto(faultUrl('builds'))

    const alert = panelAlert(page)
    await expectFailure(alert, {
      title: 'The API could not be reached',
      message: `Could not reach the API at /cloud/games/${REALISTIC}/builds. Check your connection and the configured API address.`,
      buttons: ['Retry'],
      ...RETRIED,
    })
    expect(requests.count, 'one request and two automatic retries').toBe(3)

    await expectOtherTabWorks(page, { game: REALISTIC, failed: 'builds' })
    await expect(alert).toContainText('The API could not be reached', RETRIED)
  })
})

test.describe('the API refuses the connection', () => {
  test.use({ allowedConsoleErrors: [netError('ERR_CONNECTION_REFUSED', 'sites')] })

  test('on the CDN sites tab of an empty game; the other tab shows its empty state', async ({
    page,
  }) => {
    const requests = await routeList(page, 'sites', (route) => route.abort('connectionrefused'))
    await page.goto(faultUrl('sites', EMPTY))

    await expectFailure(panelAlert(page), {
      title: 'The API could not be reached',
      message: `Could not reach the API at /cloud/games/${EMPTY}/cdn/sites. Check your connection and the configured API address.`,
      buttons: ['Retry'],
      ...RETRIED,
    })
    expect(requests.count).toBe(3)

    await expectOtherTabWorks(page, { game: EMPTY, failed: 'sites', other: 'builds', empty: true })
    await expect(panelAlert(page)).toContainText('The API could not be reached', RETRIED)
  })
})

test.describe('the connection resets while the body arrives', () => {
  test.use({ allowedConsoleErrors: [netError('ERR_CONNECTION_RESET', 'avatars')] })

  /*
   * `route.fulfill` always hands Chromium a whole body (a short body with a bigger
   * content-length arrives as complete, and reads as cut-short JSON), so the list request is
   * sent on to a raw TCP server instead: it sends 200 headers promising 100,000 bytes and the
   * start of the JSON, then resets the connection. `route.continue({ url })` changes where the
   * request goes without the page seeing it (the page still sees its own origin).
   */
  test('says the connection broke while the answer was arriving, and offers Retry', async ({
    page,
  }) => {
    const server = await startBrokenBodyServer(`{"${LIST_KEY.avatars}":[{"upload_id":"a1",`)
    try {
      const requests = await routeList(page, 'avatars', (route) =>
        route.continue({ url: server.url }),
      )
      await page.goto(faultUrl('avatars'))

      await expectFailure(panelAlert(page), {
        title: 'The connection broke',
        message: `The connection to the API at /cloud/games/${REALISTIC}/avatars broke while the answer was arriving. Try again.`,
        buttons: ['Retry'],
        ...RETRIED,
      })
      expect(requests.count).toBe(3)

      await expectOtherTabWorks(page, { game: REALISTIC, failed: 'avatars' })
      await expect(panelAlert(page)).toContainText('The connection broke', RETRIED)
    } finally {
      await server.close()
    }
  })
})

test('a body shorter than its content-length, delivered whole by the route, reads as cut short', async ({
  page,
}) => {
  // What `route.fulfill` can do: Chromium gets a complete (short) body, so no network error.
  await routeList(page, 'builds', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-length': '100000', 'content-type': 'application/json' },
      body: '{"builds":[',
    }),
  )
  await page.goto(faultUrl('builds'))
  await expectFailure(panelAlert(page), {
    title: "The API's list of builds could not be read",
    message: 'The API answered with something that is not JSON (or is cut short).',
    buttons: ['Retry'],
  })
})

test.describe('the API answers with a redirect', () => {
  test('does not follow it, says so once without retrying, and leaves the other tabs working', async ({
    page,
  }) => {
    let followed = 0
    await page.route('**/elsewhere/**', (route) => {
      followed += 1
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"builds":[]}' })
    })
    const requests = await routeList(page, 'builds', (route) =>
      route.fulfill({ status: 302, headers: { location: '/elsewhere/builds' } }),
    )
    await page.goto(faultUrl('builds'))

    const alert = panelAlert(page)
    await expectFailure(alert, {
      title: 'The API answered with a redirect',
      message: `The API at /cloud/games/${REALISTIC}/builds answered with a redirect to another address, which it never does: a proxy or a wrong API address may be sending requests elsewhere. The dashboard did not follow it, so your token stayed here. Check the configured API address.`,
      buttons: ['Retry'],
    })
    expect(requests.count, 'not retried by itself: a redirect does not pass').toBe(1)
    expect(followed).toBe(0)

    await expectOtherTabWorks(page, { game: REALISTIC, failed: 'builds' })
  })
})
