import { expect, test } from './support/fixtures'
import { gameUrl, SAMPLE_GAMES } from './support/sample'
import { assetTable } from './support/table'

test.describe('when the token may not list games', () => {
  // A game cloud token is refused by /cloud/games; that refusal is expected here.
  test.use({ allowedConsoleErrors: [/status of 403 .*\/cloud\/games\)/] })

  test('the picker says why the list is missing and still opens a typed game id', async ({
    page,
  }) => {
    await page.route('**/cloud/games', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'API_FORBIDDEN', message: 'Forbidden.', ray_id: 'r1' }),
      }),
    )
    await page.goto('/')
    await expect(
      page.getByText('Your games could not be listed: Forbidden. Type or paste a game id instead.'),
    ).toBeVisible()

    const picker = page.getByRole('combobox', { name: 'Game' })
    await picker.fill(SAMPLE_GAMES.realistic)
    await picker.press('Enter')
    await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`game=${SAMPLE_GAMES.realistic}`))
  })
})

test('a token entered in the settings is sent as a Bearer token, and never in the URL', async ({
  page,
}) => {
  const authorizations: (string | undefined)[] = []
  await page.route('**/cloud/games/**', async (route) => {
    authorizations.push((await route.request().headerValue('authorization')) ?? undefined)
    await route.continue()
  })
  await page.goto(gameUrl(SAMPLE_GAMES.empty))
  await expect(page.getByText('This game has no builds yet.')).toBeVisible()
  expect(authorizations.every((value) => value === undefined)).toBe(true)

  await page.getByRole('button', { name: 'API token' }).click()
  await page.getByLabel('API token').fill('secret-token-123')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'API token set' })).toBeVisible()

  await expect.poll(() => authorizations.at(-1)).toBe('Bearer secret-token-123')
  expect(page.url()).not.toContain('secret-token-123')
  expect(
    await page.evaluate(() => Object.values(localStorage).some((v) => v.includes('secret-token'))),
  ).toBe(false)

  // It lasts for the browser session: a reload keeps sending it.
  authorizations.length = 0
  await page.reload()
  await expect(page.getByText('This game has no builds yet.')).toBeVisible()
  // The list kept from the first load shows before the list is asked for again.
  await expect.poll(() => authorizations).toContain('Bearer secret-token-123')
})
