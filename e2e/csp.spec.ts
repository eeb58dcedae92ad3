import { expect, test } from './support/fixtures'
import { BROKEN_AVATAR_IMAGE, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable } from './support/table'

test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

test('the built app runs under its strict Content-Security-Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = violations
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'avatars' }))
  await expect(assetTable(page).locator('tbody tr')).toHaveCount(realistic.avatars.length)
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))

  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("connect-src 'self'")
  expect(policy).toContain("object-src 'none'")
  expect(policy).not.toContain('unsafe-inline')
  const violations = await page.evaluate(
    () => (window as unknown as { __violations: string[] }).__violations,
  )
  expect(violations).toEqual([])
})

test.describe('an API the page’s policy does not allow', () => {
  // The browser reports the blocked request on the console; that is the point of the test.
  test.use({ allowedConsoleErrors: [/Content Security Policy|Failed to fetch|ERR_/] })

  test('is never asked, not even by the list worker, and the page says why', async ({ page }) => {
    const blocked = 'http://127.0.0.1:9'
    await page.route('**/config.json', (route) => route.fulfill({ json: { apiBaseUrl: blocked } }))
    const asked: string[] = []
    // The context's requests include the list worker's.
    page.context().on('request', (request) => {
      if (request.url().startsWith(blocked)) asked.push(request.url())
    })
    await page.goto(gameUrl(SAMPLE_GAMES.realistic))
    await expect(page.getByText(/does not allow connecting there/).first()).toBeVisible()
    await expect(page.getByRole('tabpanel').getByRole('alert')).toBeVisible()
    expect(asked).toEqual([])
  })
})
