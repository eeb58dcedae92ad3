import { expect, test } from './support/fixtures'
import { listRoute } from './support/lists'
import { gameUrl, SAMPLE_GAMES, UNKNOWN_GAME } from './support/sample'

// The failed API calls are what these tests are about.
test.use({ allowedConsoleErrors: [/status of (400|404|500)/] })

test('an unknown game says so, with its code and ray id, and leads back to the picker', async ({
  page,
}) => {
  await page.goto('/')
  const picker = page.getByRole('combobox', { name: 'Game' })
  await picker.fill(UNKNOWN_GAME)
  await picker.press('Enter')

  const alert = page.getByRole('tabpanel').getByRole('alert')
  await expect(alert).toContainText('This game does not exist')
  await expect(alert).toContainText(`The API has no game ${UNKNOWN_GAME}.`)
  await expect(alert).toContainText('The API said: “Game not found.”')
  await expect(alert).toContainText('API_NOT_FOUND')
  await expect(alert).toContainText(
    /Ray ID\s*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
  )
  // Retrying cannot make the game exist; the way out is the picker.
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  await alert.getByRole('button', { name: 'Choose another game' }).click()
  await expect(picker).toBeFocused()
  await expect(page.getByRole('listbox', { name: 'Games' })).toBeVisible()

  // The picker keeps working: the operator goes on to a real game.
  await picker.fill('Space')
  await page.getByRole('option', { name: /Space Raiders/ }).click()
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a game id that is not a UUID gets the API message, on every tab', async ({ page }) => {
  await page.goto(gameUrl('not-a-uuid', { tab: 'avatars' }))
  const alert = page.getByRole('tabpanel').getByRole('alert')
  await expect(alert).toContainText('The API refused the request')
  await expect(alert).toContainText('Game id must be a UUID.')
  await expect(alert).toContainText('API_BAD_QUERY')
  await expect(page.getByRole('tab', { name: /Builds/ })).toContainText('failed to load')
})

test('an error in one tab leaves the other tabs working', async ({ page }) => {
  await page.route(listRoute('sites'), (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'rvt-ray-id': 'feedc0de-1234-4567-89ab-cdef01234567' },
      body: JSON.stringify({ code: 'ERROR', message: 'Internal error.' }),
    }),
  )
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'sites' }))
  const alert = page.getByRole('tabpanel').getByRole('alert')
  // A 500 is retried twice (after 1 s and 2 s) before the error shows.
  await expect(alert).toContainText('The API failed to list CDN sites (HTTP 500)', {
    timeout: 10_000,
  })
  await expect(alert).toContainText('The API said: “Internal error.”')
  await expect(alert).toContainText('feedc0de-1234-4567-89ab-cdef01234567')

  await page.getByRole('tab', { name: /Builds/ }).click()
  await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`game=${SAMPLE_GAMES.realistic}&tab=builds`))
})

test('a linked game id holding an override and 8,000 characters is named cut, the override shown', async ({
  page,
}) => {
  const gameId = `\u202E${'x'.repeat(7_999)}`
  const shown = `⟨U+202E⟩${'x'.repeat(192)}… (8,000 characters)`
  await page.route(listRoute('builds'), (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'API_NOT_FOUND', message: 'Game not found.' }),
    }),
  )
  await page.goto(gameUrl(gameId))
  const alert = page.getByRole('tabpanel').getByRole('alert')
  await expect(alert).toContainText('This game does not exist')
  await expect(alert).toContainText(
    `The API has no game ${shown}. Check the id, or choose another game.`,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown)
  await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue(shown)
  expect(await page.locator('body').innerText()).not.toContain('\u202E')
})
