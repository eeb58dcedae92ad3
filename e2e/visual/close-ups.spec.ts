import { expect, test } from '../support/fixtures'
import {
  BROKEN_AVATAR_IMAGE,
  freezeClock,
  gameUrl,
  realistic,
  SAMPLE_GAMES,
} from '../support/sample'
import { assetTable } from '../support/table'
import { settle, themes } from '../support/visual'

/*
 * Details the full-page baselines show too small to judge: the stale badge, and the avatar
 * preview dialog, in both themes.
 */

// The realistic game's broken avatar image is in the avatars tab behind the dialog.
test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

for (const colorScheme of themes) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    test('a stale row shows its badge, and the badge says since when', async ({ page }) => {
      await freezeClock(page)
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'builds' }))
      const row = assetTable(page).getByRole('row', { name: /^abandoned upload/ })
      const badge = row.getByText('Stale', { exact: true })
      await expect(badge).toBeVisible()
      // The tooltip is a title: the browser draws it, so it is checked as text, not pixels.
      await expect(badge).toHaveAttribute(
        'title',
        'Incomplete since Apr 15, 2026, 12:00:00 PM UTC (6 mo ago): the upload has probably stalled.',
      )
      await settle(page)
      await expect(row).toHaveScreenshot(`stale-row-${colorScheme}.png`)
    })

    test('the avatar preview shows the image large with its details', async ({ page }) => {
      const knight = realistic.avatars.find((avatar) => avatar.display_name === 'knight.png')!
      await freezeClock(page)
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'avatars' }))
      await expect(assetTable(page).locator('tbody tr')).toHaveCount(realistic.avatars.length)
      await page.getByRole('button', { name: 'Preview avatar knight.png', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'knight.png' })
      await expect(dialog.getByText(knight.upload_id, { exact: true })).toBeVisible()
      await expect(dialog.getByRole('img', { name: 'knight.png' })).toHaveJSProperty(
        'complete',
        true,
      )
      // Nothing under the pointer: no hover colour in the picture.
      await page.mouse.move(0, 0)
      await settle(page)
      await expect(page).toHaveScreenshot(`avatar-preview-${colorScheme}.png`)
    })
  })
}
