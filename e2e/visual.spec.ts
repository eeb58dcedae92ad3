import { expect, test } from './support/fixtures'
import {
  BROKEN_AVATAR_IMAGE,
  freezeClock,
  gameUrl,
  realistic,
  SAMPLE_GAMES,
} from './support/sample'
import { assetTable } from './support/table'

// The realistic game's broken avatar image is part of the picture (its fallback icon).
test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

const tabs = [
  { id: 'builds', name: /Builds/, rows: realistic.builds.length },
  { id: 'sites', name: /CDN sites/, rows: realistic.sites.length },
  { id: 'avatars', name: /Avatars/, rows: realistic.avatars.length },
] as const

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    for (const tab of tabs) {
      test(`the ${tab.id} tab of the realistic game looks right`, async ({ page }) => {
        await freezeClock(page)
        await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: tab.id }))
        await expect(assetTable(page).locator('tbody tr')).toHaveCount(tab.rows)
        await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute(
          'aria-selected',
          'true',
        )
        // Every tab count is in the picture, so wait for all three lists.
        await expect(
          page.getByRole('tab').getByText(String(realistic.avatars.length)),
        ).toBeVisible()
        await page.waitForFunction(() =>
          Array.from(document.images).every((image) => image.complete),
        )
        await expect(page).toHaveScreenshot(`${tab.id}-${colorScheme}.png`, { fullPage: true })
      })
    }
  })
}
