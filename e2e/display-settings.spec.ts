import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, columnTexts, expectRowCount } from './support/table'

test.beforeEach(async ({ page }) => {
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await expectRowCount(assetTable(page), realistic.builds.length)
})

/** The UTC "YYYY-MM-DD HH:MM" of each build's creation, in the table's order. */
async function createdInUtc(page: Page): Promise<string[]> {
  const times = await assetTable(page)
    .locator('tbody time')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('datetime') ?? ''))
  return times.map((time) => `${time.slice(0, 10)} ${time.slice(11, 16)}`)
}

test('times read relative by default, and as local or UTC dates when chosen, remembered', async ({
  page,
}) => {
  const times = page.getByRole('group', { name: 'Show times as' })
  await expect(times.getByRole('radio', { name: 'Relative' })).toBeChecked()
  expect((await columnTexts(assetTable(page), 'Created')).slice(1, 3)).toEqual([
    '2 min ago',
    '1 h ago',
  ])
  const utc = await createdInUtc(page)

  await times.getByText('UTC').click()
  expect(await columnTexts(assetTable(page), 'Created')).toEqual(utc.map((time) => `${time} UTC`))

  // The browser runs in UTC here (playwright.config.ts), so local reads the same, unmarked.
  await times.getByText('Local').click()
  expect(await columnTexts(assetTable(page), 'Created')).toEqual(utc)

  await page.reload()
  await expect(times.getByRole('radio', { name: 'Local' })).toBeChecked()
  expect(await columnTexts(assetTable(page), 'Created')).toEqual(utc)
  // The exact local and UTC times stay on hover in every format.
  await expect(assetTable(page).locator('tbody time').first()).toHaveAttribute('title', /UTC$/)
})

test('the theme follows the system until one is chosen, and the choice is remembered', async ({
  page,
}) => {
  const root = page.locator('[data-theme]').first()
  const theme = page.getByRole('group', { name: 'Theme' })
  const canvas = () => root.evaluate((element) => getComputedStyle(element).backgroundColor)
  await expect(theme.getByRole('radio', { name: 'Theme of the system' })).toBeChecked()
  await expect(root).toHaveAttribute('data-theme', 'light')
  const light = await canvas()

  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(root).toHaveAttribute('data-theme', 'dark')
  const dark = await canvas()
  expect(dark).not.toBe(light)

  await theme.getByRole('radio', { name: 'Light theme' }).check({ force: true })
  await expect(root).toHaveAttribute('data-theme', 'light')
  expect(await canvas()).toBe(light)

  await page.reload()
  await expect(theme.getByRole('radio', { name: 'Light theme' })).toBeChecked()
  await expect(root).toHaveAttribute('data-theme', 'light')

  await theme.getByRole('radio', { name: 'Dark theme' }).check({ force: true })
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(root).toHaveAttribute('data-theme', 'dark')
  expect(await canvas()).toBe(dark)
})

test('both settings work from the keyboard', async ({ page }) => {
  const times = page.getByRole('group', { name: 'Show times as' })
  await times.getByRole('radio', { name: 'Relative' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(times.getByRole('radio', { name: 'Local' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Theme of the system' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark')
})
