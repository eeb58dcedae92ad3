import { expect, test } from './support/fixtures'
import { gameUrl, SAMPLE_GAMES, UNKNOWN_GAME } from './support/sample'

// The failed API calls are what these tests are about.
test.use({ allowedConsoleErrors: [/status of (400|404|500)/] })

test('an unknown game shows the API error with its code and ray id, and a retry', async ({
  page,
}) => {
  await page.goto('/')
  const picker = page.getByRole('combobox', { name: 'Game' })
  await picker.fill(UNKNOWN_GAME)
  await picker.press('Enter')

  const alert = page.getByRole('tabpanel').getByRole('alert')
  await expect(alert).toContainText('Could not load builds')
  await expect(alert).toContainText('Game not found.')
  await expect(alert).toContainText('API_NOT_FOUND')
  await expect(alert).toContainText(/Ray ID\s*[0-9a-f]{16}/)
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()

  // The picker keeps working: the operator goes on to a real game.
  await picker.fill('Space')
  await page.getByRole('option', { name: /Space Raiders/ }).click()
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a game id that is not a UUID gets the API message, on every tab', async ({ page }) => {
  await page.goto(gameUrl('not-a-uuid', { tab: 'avatars' }))
  const alert = page.getByRole('tabpanel').getByRole('alert')
  await expect(alert).toContainText('Could not load custom avatars')
  await expect(alert).toContainText('API_BAD_QUERY')
  await expect(page.getByRole('tab', { name: /Builds/ })).toContainText('failed to load')
})

test('an error in one tab leaves the other tabs working', async ({ page }) => {
  await page.route('**/cloud/games/*/cdn/sites', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'rvt-ray-id': 'feedc0de12345678' },
      body: JSON.stringify({ code: 'ERROR', message: 'Internal error.' }),
    }),
  )
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'sites' }))
  const alert = page.getByRole('tabpanel').getByRole('alert')
  await expect(alert).toContainText('Internal error.')
  await expect(alert).toContainText('feedc0de12345678')

  await page.getByRole('tab', { name: /Builds/ }).click()
  await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`game=${SAMPLE_GAMES.realistic}&tab=builds`))
})
