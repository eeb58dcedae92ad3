import { expect, test } from '../support/fixtures'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from '../support/sample'
import { chooseFile, earlier, exportSnapshot, fileOf, NAMES } from '../support/snapshot-files'
import { assetTable, expectRowCount } from '../support/table'
import { readmeCaption, statedFigure } from '../support/readme-pictures'
import { settle, themes } from '../support/visual'

/*
 * A comparison with a snapshot, in both themes: the banner, the figures, the Added, Changed and
 * Removed marks (the removed row greyed), and a changed build's old value as keyboard focus
 * shows it; with `since` set too, so the New badges sit beside them.
 */

for (const colorScheme of themes) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    test('a comparison marks what was added, removed and changed', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 1400 })
      await freezeClock(page)
      await page.goto(
        gameUrl(SAMPLE_GAMES.realistic, { sort: 'name.asc', since: '2026-10-31T12:00:00Z' }),
      )
      const rows = assetTable(page).locator('tbody tr[aria-rowindex]')
      await expectRowCount(assetTable(page), realistic.builds.length)
      await chooseFile(
        page,
        fileOf('space-raiders-last-week.json', earlier(await exportSnapshot(page))),
      )
      await expectRowCount(assetTable(page), realistic.builds.length + 1)
      // The "Show" choices name their counts once the comparison has counted (a lazy part):
      // until then they are shorter, and the button beside them sits elsewhere.
      await expect(page.getByRole('combobox', { name: 'Show', exact: true })).toBeEnabled()
      await rows.filter({ hasText: NAMES.resized }).getByText('Changed', { exact: true }).focus()
      await expect(page.getByRole('tooltip').filter({ hasText: 'Size:' })).toBeVisible()
      await page.mouse.move(0, 0)
      await settle(page)
      await expect(page.getByRole('tabpanel')).toHaveScreenshot(`comparison-${colorScheme}.png`)
      // README shows the light one, saying what its figures count.
      const caption = readmeCaption('visual/compare.spec.ts/comparison-light.png')
      for (const word of ['added', 'changed', 'removed', 'new']) {
        await expect(page.getByRole('tabpanel')).toContainText(statedFigure(caption, word))
      }
    })
  })
}
