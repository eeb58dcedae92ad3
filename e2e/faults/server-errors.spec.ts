import { expect, test } from '../support/fixtures'
import {
  dataRows,
  errorAnswer,
  expectFailure,
  expectOtherTabWorks,
  expectSortedTable,
  faultUrl,
  httpStatusError,
  NOUN,
  panelAlert,
  REALISTIC,
  RETRIED,
  routeList,
  type Tab,
} from '../support/faults'

/*
 * 5xx answers are retried twice by themselves (after 1 s, then 2 s) before the alert shows:
 * three requests, and expect timeouts of 10 s.
 */

test.describe('HTTP 500 with the service error body', () => {
  test.use({ allowedConsoleErrors: [httpStatusError(500, 'sites')] })

  test('shows the message, code and ray id, and Retry loads the list once the API is back', async ({
    page,
  }) => {
    let failing = true
    const requests = await routeList(page, 'sites', (route) =>
      failing
        ? route.fulfill(
            errorAnswer(500, {
              code: 'ERROR',
              message: 'Internal error while listing sites.',
              ray_id: '0123456789abcdef',
              documentation: 'https://rivet.gg/docs/general/errors/error',
            }),
          )
        : route.fallback(),
    )
    await page.goto(faultUrl('sites'))

    const alert = panelAlert(page)
    await expectFailure(alert, {
      title: `The API failed to list ${NOUN.sites} (HTTP 500)`,
      message:
        'The API reported an error on its side. Try again; if it persists, contact support with the ray id below.',
      buttons: ['Retry'],
      ...RETRIED,
    })
    await expect(
      alert.getByText('The API said: “Internal error while listing sites.”'),
    ).toBeVisible()
    await expect(alert.locator('dl')).toHaveText('HTTP500CodeERRORRay ID0123456789abcdef')
    await expect(alert.getByRole('link', { name: 'What this error means' })).toHaveAttribute(
      'href',
      'https://rivet.gg/docs/general/errors/error',
    )
    expect(requests.count, 'one request and two automatic retries').toBe(3)

    await expectOtherTabWorks(page, { game: REALISTIC, failed: 'sites' })
    await expect(alert).toContainText('(HTTP 500)', RETRIED)
    await expect(alert.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled()

    failing = false
    await alert.getByRole('button', { name: 'Retry', exact: true }).click()
    await expect(dataRows(page).first()).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expectSortedTable(page)
  })
})

const proxyPage = (status: number, text: string) =>
  `<html><body><h1>${status} ${text}</h1><script>alert(1)</script></body></html>`

for (const { status, text, which } of [
  { status: 502, text: 'Bad Gateway', which: 'builds' as Tab },
  { status: 503, text: 'Service Unavailable', which: 'avatars' as Tab },
  { status: 504, text: 'Gateway Timeout', which: 'sites' as Tab },
]) {
  test.describe(`HTTP ${status} with a proxy's HTML page`, () => {
    test.use({ allowedConsoleErrors: [httpStatusError(status, which)] })

    test('says a gateway failed, and shows nothing of the proxy page', async ({ page }) => {
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      const requests = await routeList(page, which, (route) =>
        route.fulfill({
          status,
          contentType: 'text/html',
          body: proxyPage(status, text),
        }),
      )
      await page.goto(faultUrl(which))

      const alert = panelAlert(page)
      await expectFailure(alert, {
        title: `A gateway in front of the API failed (HTTP ${status})`,
        message:
          'The API, or a proxy before it, is down or overloaded. This is usually brief: try again in a moment.',
        buttons: ['Retry'],
        ...RETRIED,
      })
      await expect(alert.locator('dl')).toHaveText(`HTTP${status}`)
      expect(requests.count).toBe(3)

      // Nothing of the proxy's page: not its heading text, not its elements, not its script.
      await expect(page.getByText(`${status} ${text}`)).toHaveCount(0)
      await expect(page.getByText('The API said')).toHaveCount(0)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText('Space Raiders')
      expect(await page.content()).not.toContain(`<h1>${status}`)
      expect(await page.locator('body script').count()).toBe(0)
      expect(dialogs).toEqual([])

      await expectOtherTabWorks(page, { game: REALISTIC, failed: which })
      await expect(alert).toContainText(`(HTTP ${status})`, RETRIED)
      expect(dialogs).toEqual([])
    })
  })
}
